// Strings of the page in Chinese and English, and the words for everything the
// engine reports (reasons, verdicts, stops). Text only: callers set it with
// textContent. The language comes from the browser unless the player chose
// one (remembered by storage.js).
import { SETTINGS_STRINGS } from './settings-i18n.js';
import { STATS_STRINGS } from './stats-i18n.js';
import { REFUSAL_STRINGS } from './refusal-i18n.js';
import { refusalOf, isCoded } from './engine-text.js';
import { ONLINE_STRINGS } from './online/i18n.js';
import { MATCH_STRINGS } from './duel21/match-i18n.js';
import { GAME24_STRINGS } from './game24/strings.js';
import { initialLang, markLang, fillWords } from './boot.js';

export const STRINGS = {
  zh: {
    title: '21点 · 双人对决',
    lang_toggle: 'English',
    lang_toggle_lang: 'en',
    lang_toggle_label: 'Switch to English',
    rules: '规则',
    back: '返回',
    menu_heading: '新的一局',
    game: '游戏',
    game_21: '21点',
    game_24: '24点',
    mode: '模式',
    mode_pvp: '双人对战',
    mode_computer: '人机对战',
    level: '电脑水平',
    level_easy: '简单',
    level_classic: '经典',
    level_expert: '专家',
    sits_first: '谁坐 1 号位（第 1 回合先手）',
    sits_you: '我',
    sits_computer: '电脑',
    first_rule: '每回合谁先手',
    first_p1: '每回合都是 1 号位先手',
    first_alternate: '两个座位轮流先手（更公平）',
    name_p1: '1号位名字',
    name_p2: '2号位名字',
    seed: '种子（可选，相同种子发相同的牌）',
    seed_placeholder: '随机',
    start: '开始',
    default_p1: '玩家1',
    default_p2: '玩家2',
    default_you: '你',
    default_computer: '电脑',
    take: '要牌',
    stand: '停牌',
    next_round: '下一回合',
    new_match: '新比赛',
    rematch: '重赛（同一副牌）',
    coach: '教练',
    coach_hide: '收起',
    round: '回合 {n}',
    cards_left: '剩余 {n} 张',
    cards_left_one: '剩余 1 张',
    draws: '平局 {n}',
    draws_one: '平局 {n}',
    soft: '软',
    bust: '爆牌',
    stood: '已停牌',
    turn: '该你了',
    turn_of: '轮到 {name}',
    turn_of_you: '轮到你了',
    computer_thinking: '{name} 正在思考…',
    computer_tag: '电脑',
    win_round: '{name} 赢得本回合',
    win_round_you: '你赢得本回合',
    draw_round: '本回合平局',
    higher_total: '{a} 点胜 {b} 点',
    equal_totals: '双方都是 {a} 点',
    other_bust: '{loser} 爆牌（{b} 点），{a} 点获胜',
    smaller_overshoot: '双方爆牌，{a} 点胜 {b} 点',
    equal_overshoot: '双方爆牌，{a} 点与 {b} 点超出相同',
    history: '回合记录',
    h_round: '#',
    h_first: '先手',
    h_result: '结果',
    result_draw: '平局',
    summary: '比赛结束',
    match_winner: '{name} 赢得比赛！',
    match_winner_you: '你赢得比赛！',
    match_draw: '比赛平局！',
    final_score: '{p1} {a} : {b} {p2} · {draws} · 共 {n} 回合',
    coach_for: '为 {name} 分析',
    coach_for_you: '为你分析',
    coach_round_over: '本回合已结束。下一回合发牌后再分析。',
    coach_match_over: '比赛已结束。打开复盘可以看到每一步的评分。',
    eq_tie: '要牌与停牌一样好',
    choice_either: '两者皆可',
    remaining: '剩余牌（按点数）',
    rank_left: '{rank}：{n} 张',
    list_sep: '，',
    bust_if_take: '要牌爆牌概率：',
    expert_equity: '本回合：双方都下最优时的胜率（胜 + ½ 平）',
    eq_take: '要牌',
    coach_sum_round: '本回合胜率',
    coach_sum_match: '整场胜率',
    eq_stand: '停牌',
    coach_wait: '轮到该玩家时显示胜率',
    reason_line: '{who}：{reason}',
    move_line: '{line}。',
    move_reason_line: '{line}（{reason}）。',
    result_line: '{outcome}：{verdict}。',
    choice_take: '要牌',
    choice_stand: '停牌',
    took: '{name} 要牌：{card}，共 {total} 点',
    took_you: '你要牌：{card}，共 {total} 点',
    stands: '{name} 停牌，{total} 点',
    stands_you: '你停牌，{total} 点',
    has: '{name} {total} 点',
    has_you: '你 {total} 点',
    dealt: '第 {n} 回合发牌：{h1}，{h2}。',
    resumed_21: '比赛已恢复：第 {n} 回合。',
    stop_twenty_one: '{name} 已有 21 点，不再要牌。',
    stop_twenty_one_you: '你已有 21 点，不再要牌。',
    stop_five_cards: '{name} 已有 5 张牌，不再要牌。',
    stop_five_cards_you: '你已有 5 张牌，不再要牌。',
    stop_deck_empty: '牌堆已空，{name} 不能再要牌。',
    stop_deck_empty_you: '牌堆已空，你不能再要牌。',
    stand_wins: '{name} 已爆牌：停牌就赢。',
    stand_wins_you: '你已爆牌：{mover} 停牌就赢。',
    turn_line: '轮到 {name}。',
    turn_line_you: '轮到你了。',
    loading: '正在载入 21点 引擎…',
    loading_game: '游戏载入中…',
    menu_engine_wait: '游戏还在载入：载入完成后立即开始。',
    first_wait: '页面载入后立即执行你的这一步。',
    first_wait_settings: '页面载入后立即打开设置。',
    first_wait_rules: '页面载入后立即打开规则。',
    first_wait_stats: '页面载入后立即打开统计。',
    first_wait_practice: '页面载入后立即打开练习。',
    first_wait_online: '页面载入后立即打开在线对战。',
    first_wait_solve: '页面载入后立即打开任意四个数求解。',
    first_wait_coach: '页面载入后立即显示教练的建议。',
    first_wait_hint: '页面载入后立即显示提示。',
    first_wait_next: '页面载入后立即发下一回合的牌。',
    first_wait_new: '页面载入后立即回到菜单，开始新比赛。',
    first_wait_rematch: '页面载入后立即用同一副牌重赛。',
    first_wait_review: '页面载入后立即打开复盘。',
    first_cancelled: '已取消。',
    first_failed: '页面无法载入。请联网后重新加载页面。',
    load_engine_failed: '21点 引擎无法载入（{msg}）。请联网后重新加载页面。',
    card_of: '{name} 的牌',
    card_of_you: '你的牌',
    storage_full: '浏览器的存储空间已满或不可用：这场比赛可以继续，但不会被保存。',
    save_damaged: '保存的比赛无法恢复（{msg}），已移到一边，没有删除。已开始新的菜单。',
    save_damaged_gone: '保存的比赛无法恢复（{msg}）。已开始新的菜单。',
    error: '出错了：{msg}',
    // A failure in the browser's or a script's own English words, on a Chinese page.
    reason_unknown: '内容无法读取或不合规则',
    menu_refused: '{msg}',
    link_seed_refused: '地址中的种子无法使用：{msg}。',
    loading24: '正在载入 24点…',
    loading_stats: '正在载入统计…',
    load_stats_failed: '统计无法载入（{msg}）。请联网后再试。',
    stats_storage_full: '浏览器存储已满或被关闭',
    load24_failed: '24点 无法载入（{msg}）。请联网后再试。',
    loading_review: '正在载入复盘…',
    load_review_failed: '复盘无法载入（{msg}）。请联网后再试。',
    load_practice_failed: '练习无法载入（{msg}）。请联网后再试。',
    load_new_version: '网站上已是新版本：请点“重新加载”后再打开（对局已保存）。',
    keep_playing: '继续这一局',
    abandon_title: '放弃这一局？',
    what_21: '比赛',
    what_24: '游戏',
    abandon_text_21: '这局比赛还没有结束。放弃后它的存档会被删除，无法恢复。',
    abandon_text_24: '这局24点还没有结束。放弃后它的存档会被删除，无法恢复。',
    abandon_yes: '放弃并返回菜单',
    load_title: '载入另一个标签页的这一局？',
    load_text: '本标签页里尚未保存的走法会丢失。',
    load_yes: '载入',
    conflict_continued: '这一局已在另一个标签页中继续。',
    conflict_replaced: '另一个标签页在这里保存了另一局。',
    conflict_ended: '这一局已在另一个标签页中结束。',
    conflict_load: '载入那一局',
    conflict_keep: '把本局另存为新存档',
    saved_heading: '已保存的对局',
    saved_21: '21点：{p1} 对 {p2}，第 {n} 回合',
    saved_24: '24点：{p1}，第 {n} 手',
    saved_over: '（已结束）',
    slots_full_title: '替换一个存档？',
    slots_full_text: '这个游戏的 9 个存档位都已占用。新的存档会删除最久没有进行的那一局：{saved}。删除后无法恢复。',
    slots_full_yes: '删除它并开始',
    slots_full_no: '保留它',
    trap_title: '引擎已停止',
    trap_text: '引擎已停止——你的对局已保存，重新载入即可继续。',
    trap_reload: '重新载入',
    keys_hint: '键盘：T 或 ↵ 要牌 · S 停牌 · N 下一回合 · V 复盘 · M 新比赛 · C 教练 · O 设置 · L 语言',
    keys_hint_over: '键盘：R 重赛 · V 复盘 · M 新比赛 · C 教练 · O 设置 · L 语言',
    scoreboard: '比分',
    review: '复盘',
    review_last: '复盘上一场比赛',
    review_title: '比赛复盘',
    review_shared_note: '这是分享的比赛：链接里没有名字，所以显示默认名字。',
    review_in_progress: '比赛进行中',
    review_match: '{p1} {a} : {b} {p2} · {draws} · {rounds} · {seed}',
    seed_is: '种子 {seed}',
    seed_none: '在线发牌，没有种子',
    review_rounds: '共 {n} 回合',
    review_rounds_one: '共 1 回合',
    review_accuracy: '准确率',
    // The review's score line: the word before the number in Chinese (accuracyLine).
    accuracy_line: '准确率 {acc}',
    review_scale: '准确率：100 = 与专家一样，抛硬币随机选择长期平均约 50；小错只扣几分，一次大错扣很多。损失：这一步让出的整场胜率（赢下整场 = 100%）。',
    count_best: '最佳',
    count_good: '良好',
    count_inaccuracy: '不精确',
    count_mistake: '错误',
    count_blunder: '大错',
    seat_decisions: '共 {n} 次决策 · 平均损失 {loss}',
    seat_decisions_one: '共 1 次决策 · 平均损失 {loss}',
    grade_best: '最佳',
    grade_good: '良好',
    grade_inaccuracy: '不精确',
    grade_mistake: '错误',
    grade_blunder: '大错',
    review_key_moments: '关键时刻',
    review_no_key: '没有哪一步是“不精确”或更差。',
    review_decisions: '每一步决策',
    learn_title: '从错误中学习',
    learn_intro: '你评为“不精确”或更差的每一步，按代价从大到小，照当时的牌面重新问你一次，不给答案。',
    learn_start: '再问我一次',
    learn_none: '这局没有值得再练的错误。',
    learn_done: '{n} 个局面都答完了。这些回答在“练习”里同样计入。',
    learn_done_one: '这个局面答完了。这个回答在“练习”里同样计入。',
    learn_of: '第 {k}/{n} 题 · 第 {r} 回合',
    learn_next: '下一题',
    learn_finish: '完成',
    drill_you: '你',
    drill_opp: '对手',
    drill_soft: '软',
    drill_done: '不能再要牌',
    drill_may_draw: '还能要牌',
    drill_ask: '要牌还是停牌？',
    drill_right: '对，这是最佳选择。',
    drill_right_tie: '对：两种选择胜率完全相同。',
    drill_wrong: '不是最佳：应该{best}，这一步损失 {loss}。',
    drill_chances: '要牌整场胜率 {take} · 停牌整场胜率 {stand}',
    why_bust: '要牌会在 {n} 张未见牌中的 {b} 张上爆牌（{p}%）。',
    why_ahead: '你的 {me} 点领先对手的 {opp} 点，但对手还能要牌。',
    why_behind: '你的 {me} 点落后对手的 {opp} 点，对手还能要牌。',
    why_ahead_done: '对手停在 {opp} 点，你的 {me} 点已经赢了。',
    why_behind_done: '对手停在 {opp} 点，你的 {me} 点停牌必输。',
    why_level: '你的 {me} 点与对手的 {opp} 点持平，对手还能要牌。',
    why_level_done: '对手停在 {opp} 点：你停在 {me} 点是平局。',
    why_keep: '{n} 张未见牌中有 {k} 张能让你不爆并保持领先 {opp} 点。',
    why_keep_one: '{n} 张未见牌中有 1 张能让你不爆并保持领先 {opp} 点。',
    why_beat: '{n} 张未见牌中有 {k} 张能让你不爆且超过 {opp} 点。',
    why_beat_one: '{n} 张未见牌中有 1 张能让你不爆且超过 {opp} 点。',
    why_opp_bust: '对手 {opp} 点已爆牌：你停在 {me} 点就赢了。',
    practice: '练习',
    practice_menu21: '练习 21点',
    practice_menu24: '练习 24点',
    practice_title: '练习 · 21点',
    practice24_note: '选好要练的牌，再按“开始”。',
    practice_loading: '正在载入练习……',
    practice_failed: '练习记录现在无法打开（原因见上方的提示）。',
    practice_retry: '再试一次',
    practice_card_gone: '这张练习卡已不在记录里（另一个标签页或导入改动了练习卡）：这次回答没有计入，已重新读取今天要练的卡。',
    practice_clock: '设备的时钟不在 2000 年到 2200 年之间，练习无法安排复习日期：请先校正时钟。练习记录保持不变。',
    practice_not_kept: '浏览器的存储空间已满或不可用：可以继续练习，但回答和错题不会被保存。',
    practice_damaged_set_aside: '保存的练习记录无法读取（{msg}），已原样另存为 duel21.practice.damaged；从现在起使用新的练习记录。',
    practice_damaged_kept: '保存的练习记录无法读取（{msg}），存储空间也不够另存一份：为了不覆盖它，练习暂停。',
    practice_due: '今天到期',
    practice_learned: '已掌握',
    practice_streak: '连续天数',
    practice_day: '{n} 天',
    practice_days: '{n} 天',
    practice_answered: '已答题数',
    practice_accuracy: '正确率',
    practice_of_last: '最近 {n} 题',
    practice_cards: '练习卡',
    practice_due_intro: '这些是你自己的错误，按间隔重复安排到今天复习。',
    practice_go_due: '复习 {n} 张到期卡',
    practice_go_due_one: '复习 1 张到期卡',
    practice_none_due: '今天没有到期的卡。试试一组专题练习：',
    practice_no_cards: '还没有练习卡：每局结束时，你在这局里代价大的决定（“不精确”及更差）会存为练习卡（可在设置中关闭），任何答错的练习题也会。先试试一组专题练习：',
    practice_themes: '专题练习',
    practice_card_of: '第 {k}/{n} 题',
    practice_set_done: '这一组做完了。',
    theme_classic_wrong: '爆牌率规则失灵的地方',
    theme_classic_wrong_note: '电脑的“经典”难度按爆牌率做选择；这些局面里它的选择与精确分析不同，且至少损失 2%。',
    theme_late_deck: '牌堆快完时',
    theme_late_deck_note: '剩余不多，未见的牌决定了答案。',
    theme_soft: '软手牌',
    theme_soft_note: 'A 算 11 点的手牌。',
    review_nothing: '还没有任何决策。',
    goto_move: '在回放中查看第 {n} 步',
    vs: '对',
    d_played: '选择',
    d_best: '最佳',
    d_loss: '损失',
    replay: '回放',
    replay_controls: '回放控制',
    replay_first: '回到开头，按键 Home',
    replay_prev: '上一步，按键 ←',
    replay_next: '下一步，按键 →',
    replay_last: '到结尾，按键 End',
    replay_step: '已走 {k} / {n} 步',
    replay_end: '比赛结束。',
    replay_end_so_far: '比赛目前进行到这里。',
    replay_deal: '第 {n} 步：发下一回合的牌。',
    replay_decision: '第 {n} 步 · {name}：{choice}（最佳：{best}，损失 {loss}，{grade}）。',
    review_keys_hint: '键盘：← → 逐步 · Home 开头 · End 结尾 · Esc 返回',
    review_share: '分享',
    share_link: '打开这份复盘的链接',
    share_text: '文字结果',
    copy_link: '复制链接',
    copy_text: '复制文字结果',
    copied: '已复制。',
    copy_failed: '此处无法直接复制：文字已选中，请按 Ctrl+C 复制。',
    share_result: '21点 · {a} {x}–{y} {b}{draws}{progress} · 准确率 {acc} · {seed}',
    share_draws: '（{draws}）',
    share_progress: '（进行中，已打 {n} 回合）',
    share_progress_one: '（进行中，已打 1 回合）',
    share_damaged: '这个复盘链接已损坏，无法打开（{msg}）。你自己保存的比赛没有被改动。',
    stats: '统计',
    stats_21: '21点',
    stats_24: '24点（单人练习与人机对战）',
    stats_practice: '练习',
    stats_practice_none: '还没有练习过：每局结束时，你在这局里代价大的决定（“不精确”及更差）会存为练习卡（可在设置中关闭），任何答错的练习题也会。',
    stats_practice_line: '已答 {answered} 题 · 最近 {recent} 题答对 {accuracy} · 练习卡 {cards} 张，已掌握 {learned} 张',
    stats_practice_line_new: '已答 {answered} 题 · 练习卡 {cards} 张，已掌握 {learned} 张',
    stats_matches_h: '比赛',
    stats_rounds_h: '回合',
    stats_vs: '对手',
    stats_played: '场数',
    stats_rounds_played: '回合数',
    stats_won: '胜',
    stats_drawn: '平',
    stats_lost: '负',
    stats_streak: '连胜（当前 / 最佳）',
    stats_vs_pvp: '双人对战',
    stats_vs_easy: '电脑·简单',
    stats_vs_classic: '电脑·经典',
    stats_vs_expert: '电脑·专家',
    stats_vs_online: '在线·{name}',
    stats_vs_online_others: '在线·其他好友',
    stats_pvp_note: '同一台设备上的双人对战，两个座位都是人，页面无法知道哪一位是“你”，所以只统计场数与平局。在线比赛（“在线·”开头的行）从这台设备一方算输赢与连胜，每位朋友一行。准确率只统计人机对战。',
    stats_accuracy_h: '人机对战准确率',
    stats_mean: '最近 {of} 场平均 {mean}（{n} 场）',
    stats_mean_one: '最近 {of} 场平均 {mean}（{n} 场）',
    stats_mean_none: '最近 {of} 场：—',
    stats_chart_empty: '与电脑打完一场比赛后，这里会显示你的准确率。',
    stats_key_acc: '每场准确率',
    stats_key_mean: '最近 10 场平均',
    stats_points_caption: '最近的人机对战准确率，从旧到新',
    stats_n: '#',
    stats_level: '对手',
    stats_acc: '准确率',
    stats_mean10: '10 场平均',
    stats_difficulty: '难度',
    stats_deals: '手数',
    stats_solved: '算出',
    stats_rate: '成功率',
    stats_median: '中位用时',
    stats_best: '最快',
    stats_daily_streak: '每日一局：连续 {n} 天',
    stats_daily_days: '共 {n} 天',
    stats_daily_streak_one: '每日一局：连续 1 天',
    stats_daily_days_one: '共 1 天',
    stats_daily_best: '最好的一天 {date}：{a}/13，用时 {t}',
    stats_daily_no_best: '还没有打完 13 手的一天',
    stats_d_easy: '简单',
    stats_d_medium: '中等',
    stats_d_hard: '困难',
    stats_d_unsolvable: '无解',
    stats_all: '全部',
    stats_seconds: '{s} 秒',
    stats_since: '自 {date} 起统计',
    stats_all_time: '统计所有已完成的对局',
    stats_export: '导出',
    stats_import: '导入',
    stats_reset: '清零',
    stats_reset_title: '清零统计？',
    stats_reset_text: '两个游戏的所有统计都会被删除，无法恢复。（想保留的话，先导出。）',
    stats_reset_yes: '清零统计',
    stats_reset_no: '保留统计',
    stats_was_reset: '统计已清零。',
    stats_exported: '统计已导出为 JSON 文件。',
    stats_exported_no_practice: '统计已导出为 JSON 文件；保存的练习记录无法读取，没有放进文件。',
    stats_import_refused: '文件未导入：{msg}。现有统计没有改变。',
    stats_too_large: '文件大于 1 兆字节',
    stats_damaged: '保存的统计已损坏，已移到一边（{msg}）。统计重新开始。',
    stats_not_counted: '一局结束了，但没能计入统计（{msg}）。',
    r_below_seventeen: '{total} 点 < 17 → 要牌',
    r_seventeen_or_more: '{total} 点 ≥ 17 → 停牌',
    r_no_card_left: '没有牌了 → 停牌',
    r_own_twenty_one_or_bust: '自己 {me} 点 → 停牌',
    r_opponent_bust: '对手爆牌（{opp} 点）→ 停牌',
    r_behind: '{me} 点落后 {opp} 点 → 要牌',
    r_victory_secured: '{me} 点领先，对手不能再要牌 → 停牌',
    r_bust_chance: '爆牌概率 {p}% {cmp} 50% → {choice}',
    r_equity: '要牌胜率 {take}%，停牌胜率 {stand}% → {choice}',
    r_cannot_draw: '不能要牌 → 停牌',
  },
  en: {
    title: '21点 · Twenty-One Duel',
    lang_toggle: '中文',
    lang_toggle_lang: 'zh',
    lang_toggle_label: '切换到中文',
    rules: 'Rules',
    back: 'Back',
    menu_heading: 'New match',
    game: 'Game',
    game_21: 'Twenty-One',
    game_24: '24 points',
    mode: 'Mode',
    mode_pvp: 'Two players',
    mode_computer: 'vs Computer',
    level: 'Computer level',
    level_easy: 'Easy',
    level_classic: 'Classic',
    level_expert: 'Expert',
    sits_first: 'Who takes seat 1 (starts round 1)',
    sits_you: 'Me',
    sits_computer: 'Computer',
    first_rule: 'Who starts each round',
    first_p1: 'Seat 1, every round',
    first_alternate: 'The seats take turns (fairer)',
    name_p1: 'Seat 1 name',
    name_p2: 'Seat 2 name',
    seed: 'Seed (optional: the same seed deals the same cards)',
    seed_placeholder: 'random',
    start: 'Start',
    default_p1: 'Player 1',
    default_p2: 'Player 2',
    default_you: 'You',
    default_computer: 'Computer',
    take: 'Take',
    stand: 'Stand',
    next_round: 'Next round',
    new_match: 'New match',
    rematch: 'Rematch (same deck)',
    coach: 'Coach',
    coach_hide: 'Hide',
    round: 'Round {n}',
    cards_left: '{n} cards left',
    cards_left_one: '1 card left',
    draws: '{n} draws',
    draws_one: '1 draw',
    soft: 'soft',
    bust: 'bust',
    stood: 'stood',
    turn: 'to play',
    turn_of: '{name} to play',
    turn_of_you: 'Your turn',
    computer_thinking: '{name} is thinking…',
    computer_tag: 'computer',
    win_round: '{name} wins the round',
    win_round_you: 'You win the round',
    draw_round: 'The round is a draw',
    higher_total: '{a} beats {b}',
    equal_totals: 'both have {a}',
    other_bust: '{loser} went bust with {b}, {a} wins',
    smaller_overshoot: 'both bust, {a} beats {b}',
    equal_overshoot: 'both bust by the same: {a} and {b}',
    history: 'Rounds',
    h_round: '#',
    h_first: 'First',
    h_result: 'Result',
    result_draw: 'draw',
    summary: 'Match over',
    match_winner: '{name} wins the match!',
    match_winner_you: 'You win the match!',
    match_draw: 'The match is a draw!',
    final_score: '{p1} {a} : {b} {p2} · {draws} · {n} rounds',
    coach_for: 'Advice for {name}',
    coach_for_you: 'Advice for you',
    coach_round_over: 'The round is over. Advice returns when the next round is dealt.',
    coach_match_over: 'The match is over. Open the review to see every decision graded.',
    eq_tie: 'Take and Stand are equally good',
    choice_either: 'either',
    remaining: 'Cards still unseen, by rank',
    rank_left: '{rank}: {n}',
    list_sep: ', ',
    bust_if_take: 'Bust chance on a take:\u00a0',
    expert_equity: 'This round: the win chance if both play their best (win + ½ draw)',
    eq_take: 'Take',
    coach_sum_round: 'This round',
    coach_sum_match: 'The match',
    eq_stand: 'Stand',
    coach_wait: 'Win chances appear on this player\u2019s turn',
    reason_line: '{who}: {reason}',
    move_line: '{line}.',
    move_reason_line: '{line} ({reason}).',
    result_line: '{outcome}: {verdict}.',
    choice_take: 'take',
    choice_stand: 'stand',
    took: '{name} takes {card}: total {total}',
    took_you: 'You take {card}: total {total}',
    stands: '{name} stands on {total}',
    stands_you: 'You stand on {total}',
    has: '{name} has {total}',
    has_you: 'you have {total}',
    dealt: 'Round {n} dealt: {h1}, {h2}.',
    resumed_21: 'Match resumed: round {n}.',
    stop_twenty_one: '{name} has 21 and stops drawing.',
    stop_twenty_one_you: 'You have 21 and stop drawing.',
    stop_five_cards: '{name} holds 5 cards and stops drawing.',
    stop_five_cards_you: 'You hold 5 cards and stop drawing.',
    stop_deck_empty: 'The deck is empty: {name} cannot draw.',
    stop_deck_empty_you: 'The deck is empty: you cannot draw.',
    stand_wins: '{name} is bust: standing wins.',
    stand_wins_you: 'You are bust: standing wins for {mover}.',
    turn_line: '{name} to play.',
    turn_line_you: 'Your turn.',
    loading: 'Loading the Twenty-One engine…',
    loading_game: 'Loading the game…',
    menu_engine_wait: 'The game is still loading: the match starts as soon as it is here.',
    first_wait: 'Your move is made as soon as the page is here.',
    first_wait_settings: 'Settings open as soon as the page is here.',
    first_wait_rules: 'The rules open as soon as the page is here.',
    first_wait_stats: 'Statistics open as soon as the page is here.',
    first_wait_practice: 'Practice opens as soon as the page is here.',
    first_wait_online: 'Online play opens as soon as the page is here.',
    first_wait_solve: 'The any-four-numbers solver opens as soon as the page is here.',
    first_wait_coach: 'The coach\'s advice shows as soon as the page is here.',
    first_wait_hint: 'The hint shows as soon as the page is here.',
    first_wait_next: 'The next round is dealt as soon as the page is here.',
    first_wait_new: 'The menu for a new match opens as soon as the page is here.',
    first_wait_rematch: 'The rematch (same deck) begins as soon as the page is here.',
    first_wait_review: 'The review opens as soon as the page is here.',
    first_cancelled: 'Cancelled.',
    first_failed: 'The page could not be loaded. Connect to the internet and reload the page.',
    load_engine_failed: 'The Twenty-One engine could not be loaded ({msg}). Connect to the internet and reload the page.',
    card_of: '{name}\u2019s cards',
    card_of_you: 'Your cards',
    storage_full: 'The browser’s storage is full or off: you can play on, but this match is not being saved.',
    save_damaged: 'The saved match could not be restored ({msg}); it has been set aside, not deleted. A fresh menu is shown.',
    save_damaged_gone: 'The saved match could not be restored ({msg}). A fresh menu is shown.',
    error: 'Something went wrong: {msg}',
    reason_unknown: 'it cannot be read or is not allowed',
    menu_refused: '{msg}',
    link_seed_refused: 'The seed in the address cannot be used: {msg}.',
    loading24: 'Loading 24 points…',
    loading_stats: 'Loading the statistics…',
    load_stats_failed: 'The statistics could not be loaded ({msg}). Connect to the internet and try again.',
    stats_storage_full: 'the browser’s storage is full or turned off',
    load24_failed: '24 points could not be loaded ({msg}). Connect to the internet and try again.',
    loading_review: 'Loading the review…',
    load_review_failed: 'The review could not be loaded ({msg}). Connect to the internet and try again.',
    load_practice_failed: 'Practice could not be loaded ({msg}). Connect to the internet and try again.',
    load_new_version: 'A new version of the page is on the server: press Reload, then open this again (your game is saved).',
    keep_playing: 'Keep playing',
    abandon_title: 'Abandon this {what}?',
    what_21: 'match',
    what_24: 'game',
    abandon_text_21: 'This match is not over. Abandoning it deletes its save; it cannot be brought back.',
    abandon_text_24: 'This 24 points game is not over. Abandoning it deletes its save; it cannot be brought back.',
    abandon_yes: 'Abandon and go to the menu',
    load_title: "Load the other tab's {what}?",
    load_text: "This tab's moves that were not saved will be lost.",
    load_yes: 'Load it',
    conflict_continued: 'This {what} was continued in another tab.',
    conflict_replaced: 'Another tab saved a different {what} in its place.',
    conflict_ended: 'This {what} was ended in another tab.',
    conflict_load: 'Load it',
    conflict_keep: 'Keep this one as a new save',
    saved_heading: 'Saved games',
    saved_21: 'Twenty-One: {p1} vs {p2}, round {n}',
    saved_24: '24 points: {p1}, deal {n}',
    saved_over: ' (finished)',
    slots_full_title: 'Replace a saved game?',
    slots_full_text: 'All 9 saves of this game are in use. A new save removes the one played least recently: {saved}. It cannot be brought back.',
    slots_full_yes: 'Remove it and start',
    slots_full_no: 'Keep it',
    trap_title: 'The engine stopped',
    trap_text: 'The engine stopped — your match is saved, reload to continue.',
    trap_reload: 'Reload',
    keys_hint: 'Keys: T or ↵ take · S stand · N next round · V review · M new match · C coach · O settings · L language',
    keys_hint_over: 'Keys: R rematch · V review · M new match · C coach · O settings · L language',
    scoreboard: 'Score',
    review: 'Review',
    review_last: 'Review the last match',
    review_title: 'Match review',
    review_shared_note: 'A shared match: a link carries no names, so the default names are shown.',
    review_in_progress: 'match in progress',
    review_match: '{p1} {a} : {b} {p2} · {draws} · {rounds} · {seed}',
    seed_is: 'seed {seed}',
    seed_none: 'dealt online, no seed',
    review_rounds: '{n} rounds',
    review_rounds_one: '1 round',
    review_accuracy: 'Accuracy',
    accuracy_line: '{acc} accuracy',
    review_scale: 'Accuracy: 100 plays like the Expert, and a coin toss averages about 50 over many matches; a small error costs a few points, a blunder many. Loss: the share of a match win a decision gave away.',
    count_best: 'best',
    count_good: 'good',
    count_inaccuracy: 'inaccuracies',
    count_mistake: 'mistakes',
    count_blunder: 'blunders',
    seat_decisions: '{n} decisions · mean loss {loss}',
    seat_decisions_one: '1 decision · loss {loss}',
    grade_best: 'Best',
    grade_good: 'Good',
    grade_inaccuracy: 'Inaccuracy',
    grade_mistake: 'Mistake',
    grade_blunder: 'Blunder',
    review_key_moments: 'Key moments',
    review_no_key: 'No decision was an inaccuracy or worse.',
    review_decisions: 'Every decision',
    learn_title: 'Learn from your mistakes',
    learn_intro: 'Each of your decisions graded inaccuracy or worse, costliest first, asked again as the table was, without the answer.',
    learn_start: 'Ask me again',
    learn_none: 'No decision of this match is worth drilling.',
    learn_done: 'All {n} positions answered. Your answers count on the Practice screen too.',
    learn_done_one: 'The position is answered. Your answer counts on the Practice screen too.',
    learn_of: 'Position {k} of {n} · round {r}',
    learn_next: 'Next position',
    learn_finish: 'Done',
    drill_you: 'You',
    drill_opp: 'Opponent',
    drill_soft: 'soft',
    drill_done: 'can draw no more',
    drill_may_draw: 'may still draw',
    drill_ask: 'Take or stand?',
    drill_right: 'Right: that is the best choice.',
    drill_right_tie: 'Right: both choices are worth exactly the same.',
    drill_wrong: 'Not the best: {best} was, and this gave up {loss}.',
    drill_chances: 'Match-win chance if you take {take} · if you stand {stand}',
    why_bust: 'A card busts you on {b} of the {n} unseen cards ({p}%).',
    why_ahead: 'Your {me} leads their {opp}, but they may still draw.',
    why_behind: 'Your {me} trails their {opp}, and they may still draw.',
    why_ahead_done: 'They are done on {opp}: your {me} already wins.',
    why_behind_done: 'They are done on {opp}: standing on {me} loses.',
    why_level: 'Your {me} ties their {opp}, and they may still draw.',
    why_level_done: 'They are done on {opp}: standing on {me} draws the round.',
    why_keep: '{k} of the {n} unseen cards keep you ahead of {opp} without busting.',
    why_keep_one: '1 of the {n} unseen cards keeps you ahead of {opp} without busting.',
    why_beat: '{k} of the {n} unseen cards take you past {opp} without busting.',
    why_beat_one: '1 of the {n} unseen cards takes you past {opp} without busting.',
    why_opp_bust: 'They are bust on {opp}: standing on {me} wins.',
    practice: 'Practice',
    practice_menu21: 'Practice Twenty-One',
    practice_menu24: 'Practice 24 points',
    practice_title: 'Practice · Twenty-One',
    practice24_note: 'Choose the deals to practice, then press Start.',
    practice_loading: 'Loading practice…',
    practice_failed: 'Your practice record cannot be opened now (the notice above says why).',
    practice_retry: 'Try again',
    practice_card_gone: 'This practice card is no longer in your record (another tab or an import changed the cards): the answer was not counted, and today’s cards were read again.',
    practice_clock: 'This device’s clock is not between 2000 and 2200, so practice cannot schedule its cards: set the clock first. Your practice record is left as it is.',
    practice_not_kept: 'The browser’s storage is full or off: you can practice on, but your answers and mistakes are not being kept.',
    practice_damaged_set_aside: 'Your stored practice record could not be read ({msg}). It was kept as it was under duel21.practice.damaged, and a new practice record starts now.',
    practice_damaged_kept: 'Your stored practice record could not be read ({msg}), and there is no room to keep a copy of it: practice is paused so that nothing writes over it.',
    practice_due: 'Due today',
    practice_learned: 'Learned',
    practice_streak: 'Streak',
    practice_day: '{n} day',
    practice_days: '{n} days',
    practice_answered: 'Drills answered',
    practice_accuracy: 'Accuracy',
    practice_of_last: 'last {n}',
    practice_cards: 'Practice cards',
    practice_due_intro: 'Your own mistakes, brought back today by spaced repetition.',
    practice_go_due: 'Practice {n} due cards',
    practice_go_due_one: 'Practice 1 due card',
    practice_none_due: 'No card is due today. Try a themed set:',
    practice_no_cards: 'No practice cards yet: when a match ends, your costly decisions in it (inaccuracies and worse) become cards here (Settings can turn this off), and so does any drill you answer wrong. Try a themed set:',
    practice_themes: 'Themed sets',
    practice_card_of: 'Position {k} of {n}',
    practice_set_done: 'Set finished.',
    theme_classic_wrong: 'Where the bust-chance rule is wrong',
    theme_classic_wrong_note: 'The computer’s Classic level decides by the chance of busting; here its move differs from exact analysis and costs 2% or more.',
    theme_late_deck: 'Late in the deck',
    theme_late_deck_note: 'Few cards left: the unseen cards decide.',
    theme_soft: 'Soft hands',
    theme_soft_note: 'An ace counted as 11.',
    review_nothing: 'No decision yet.',
    goto_move: 'Show move {n} in the replay',
    vs: 'vs',
    d_played: 'played',
    d_best: 'best',
    d_loss: 'loss',
    replay: 'Replay',
    replay_controls: 'Replay controls',
    replay_first: 'Start, key Home',
    replay_prev: 'Previous move, key ←',
    replay_next: 'Next move, key →',
    replay_last: 'Last move, key End',
    replay_step: '{k} of {n} moves played',
    replay_end: 'The match is over.',
    replay_end_so_far: 'The match has got this far.',
    replay_deal: 'Move {n}: the next round is dealt.',
    replay_decision: 'Move {n} · {name}: {choice} (best: {best}, loss {loss}, {grade}).',
    review_keys_hint: 'Keys: ← → step · Home start · End end · Esc back',
    review_share: 'Share',
    share_link: 'Link that opens this review',
    share_text: 'Result as text',
    copy_link: 'Copy link',
    copy_text: 'Copy result as text',
    copied: 'Copied.',
    copy_failed: 'Copying is not allowed here: the text is selected, copy it with Ctrl+C.',
    share_result: '21点 · {a} {x}–{y} {b}{draws}{progress} · accuracy {acc} · {seed}',
    share_draws: ' ({draws})',
    share_progress: ' (in progress, {n} rounds played)',
    share_progress_one: ' (in progress, 1 round played)',
    share_damaged: 'This review link is damaged and cannot be opened ({msg}). Your own saved match was not touched.',
    stats: 'Statistics',
    stats_21: 'Twenty-One',
    stats_24: '24 points (solo and vs Computer)',
    stats_practice: 'Practice',
    stats_practice_none: 'No practice yet: when a match ends, your costly decisions in it (inaccuracies and worse) become practice cards (Settings can turn this off), and so does any drill you answer wrong.',
    stats_practice_line: '{answered} drills answered · {accuracy} right over the last {recent} · {learned} of {cards} practice cards learned',
    stats_practice_line_new: '{answered} drills answered · {learned} of {cards} practice cards learned',
    stats_matches_h: 'Matches',
    stats_rounds_h: 'Rounds',
    stats_vs: 'Opponent',
    stats_played: 'Played',
    stats_rounds_played: 'Rounds',
    stats_won: 'Won',
    stats_drawn: 'Drawn',
    stats_lost: 'Lost',
    stats_streak: 'Streak (now / best)',
    stats_vs_pvp: 'Two players',
    stats_vs_easy: 'Computer · Easy',
    stats_vs_classic: 'Computer · Classic',
    stats_vs_expert: 'Computer · Expert',
    stats_vs_online: 'Online · {name}',
    stats_vs_online_others: 'Online · other friends',
    stats_pvp_note: 'In a two-player match on one device both seats are people and the page cannot tell which one is you, so it counts only matches and rounds played and drawn. Online matches (the rows “Online · …”) are won, lost and in streaks from this device’s side, one row per friend. Accuracy is for matches against the computer.',
    stats_accuracy_h: 'Accuracy against the computer',
    stats_mean: 'last {of}: mean {mean} ({n} matches)',
    stats_mean_one: 'last {of}: mean {mean} ({n} match)',
    stats_mean_none: 'last {of}: —',
    stats_chart_empty: 'Finish a match against the computer to see your accuracy here.',
    stats_key_acc: 'each match',
    stats_key_mean: 'mean of the last 10',
    stats_points_caption: 'Accuracy of the latest matches against the computer, oldest first',
    stats_n: '#',
    stats_level: 'Opponent',
    stats_acc: 'Accuracy',
    stats_mean10: 'Mean of 10',
    stats_difficulty: 'Difficulty',
    stats_deals: 'Deals',
    stats_solved: 'Solved',
    stats_rate: 'Rate',
    stats_median: 'Median',
    stats_best: 'Best',
    stats_daily_streak: 'Daily deal: a streak of {n} days',
    stats_daily_streak_one: 'Daily deal: a streak of 1 day',
    stats_daily_days: '{n} days played',
    stats_daily_days_one: '1 day played',
    stats_daily_best: 'best day {date}: {a}/13 in {t}',
    stats_daily_no_best: 'no day played to the end yet',
    stats_d_easy: 'Easy',
    stats_d_medium: 'Medium',
    stats_d_hard: 'Hard',
    stats_d_unsolvable: 'No solution',
    stats_all: 'All',
    stats_seconds: '{s} s',
    stats_since: 'Counting since {date}',
    stats_all_time: 'Counting every finished game',
    stats_export: 'Export',
    stats_import: 'Import',
    stats_reset: 'Reset',
    stats_reset_title: 'Reset the statistics?',
    stats_reset_text: 'Every statistic of both games is deleted; it cannot be brought back. (Export first to keep a copy.)',
    stats_reset_yes: 'Reset statistics',
    stats_reset_no: 'Keep them',
    stats_was_reset: 'The statistics were reset.',
    stats_exported: 'The statistics were exported as a JSON file.',
    stats_exported_no_practice: 'The statistics were exported as a JSON file. The stored practice record could not be read, so it is not in the file.',
    stats_import_refused: 'The file was not imported: {msg}. Your statistics are unchanged.',
    stats_too_large: 'it is larger than 1 MB',
    stats_damaged: 'The saved statistics were damaged and have been set aside ({msg}). Counting starts afresh.',
    stats_not_counted: 'A finished game could not be counted ({msg}).',
    r_below_seventeen: '{total} < 17 → take',
    r_seventeen_or_more: '{total} ≥ 17 → stand',
    r_no_card_left: 'no card left → stand',
    r_own_twenty_one_or_bust: 'own total {me} → stand',
    r_opponent_bust: 'opponent bust on {opp} → stand',
    r_behind: '{me} is behind {opp} → take',
    r_victory_secured: '{me} ahead and opponent done → stand',
    r_bust_chance: 'bust chance {p}% {cmp} 50% → {choice}',
    r_equity: 'win chance {take}% with take, {stand}% with stand → {choice}',
    r_cannot_draw: 'may not draw → stand',
  },
};

// The rules page, one list of paragraphs per language, written for players.
const RULES = {
  zh: [
    ['目标', '两人用同一副牌比点数：每回合尽量接近 21 点，但不要超过。一副牌打完时，赢的回合多者赢得比赛。'],
    ['牌的点数', '2–10 按牌面计；J、Q、K 算 10；A 算 11，若会超过 21 就算 1。标“软”的手牌里有一张 A 正按 11 计，再要牌也不会因它爆掉。'],
    ['一回合怎么打', '每人先发两张牌。然后从先手开始轮流：“要牌”拿牌堆最上面一张，或“停牌”——本回合不再要牌。'],
    ['什么时候不能再要牌', '停过牌、手里已有 5 张、点数到 21（再要也不会更好）或超过 21（爆牌）、或牌堆空了。这样的玩家轮到时自动跳过，页面会说明原因。'],
    ['谁赢这一回合', '都没超过 21：点数高者胜，相同为平局。一方爆牌：另一方胜。双方都爆牌：超出 21 少的一方胜（23 胜 25），超出相同为平局。'],
    ['一场比赛', '同一副 52 张牌一直打下去，不重新洗牌，直到剩下不足 4 张、不够再发一回合。每赢一回合得 1 分。打过的牌都亮在桌上，谁都可以记牌。'],
    ['谁先行动', '有两种规则，开局时选择：默认每回合轮换先手；也可以让 1 号位每回合都先行动。后行动的一方能看到对手停在几点再做决定，占有优势，所以轮换更公平。'],
    ['例子', '安先行动，拿到 10 和 6（16 点）；波拿到 9 和 8（17 点）。安落后，要牌，摸到 3：19 点。波落后了，要牌，摸到 7：24 点，爆牌，不能再要牌。安停牌，以 19 点赢下这一回合，得 1 分。'],
    ['电脑对手', '简单：不到 17 点就要牌。经典：落后就要牌；领先而对手已不能再要牌就停；其他时候看下一张牌让它爆掉的机会是否低于一半。专家：把每一张可能的牌都算到底，选胜率最高的做法。电脑只看得到桌上的牌，看不到牌堆的顺序。'],
    ['教练', '打开“教练”可以看到还没出现的牌、要牌会爆掉的机会，以及专家算出的要牌和停牌的胜率。比赛后可以“复盘”，看每一步与专家相比差多少。'],
  ],
  en: [
    ['The aim', 'Two players share one deck. Each round, get as close to 21 as you can without going over. When the deck runs out, whoever won more rounds wins the match.'],
    ['Card values', '2–10 count their number; J, Q and K count 10; an ace counts 11, or 1 if 11 would take you over 21. A “soft” hand has an ace counted as 11, so one more card cannot bust it.'],
    ['Playing a round', 'Each player is dealt two cards. Then, starting with the first player, you take turns: Take the top card of the deck, or Stand — you take no more cards this round.'],
    ['When you stop drawing', 'Once you have stood, hold 5 cards, reach 21 (another card cannot help) or go over 21 (bust), or the deck is empty. Your turns are then skipped, and the table says why.'],
    ['Who wins the round', 'Nobody over 21: the higher total wins; equal totals are a draw. One player over 21: the other wins. Both over: the one who went over by less wins (23 beats 25); the same overshoot is a draw.'],
    ['A match', 'Rounds are dealt from the same 52 cards, never reshuffled, until fewer than 4 are left. Each round won is 1 point. Every card played stays face up, so anyone can count what is left.'],
    ['Who goes first', 'Chosen when you start: by default the first player alternates each round, or seat 1 goes first every round. Going second is an advantage (you see where the other player stopped), so alternating is fairer.'],
    ['An example round', 'Ann goes first with 10 and 6 (16); Bob has 9 and 8 (17). Ann is behind, takes, and draws a 3: 19. Now Bob is behind; he takes and draws a 7: 24, bust, so he stops drawing. Ann stands on 19 and wins the round: 1 point to Ann.'],
    ['The computer', 'Easy takes a card while it has less than 17. Classic takes when behind, stands when ahead and you can no longer draw, and otherwise takes if the next card is less likely than not to bust it. Expert works out every card that could come and plays the move with the best chance to win. The computer sees only the cards on the table, never the order of the deck.'],
    ['The coach', 'Open the Coach to see the cards not yet seen, your chance of going bust on a take, and the Expert’s win chance for Take and for Stand. After a match, Review shows how each decision compared with the Expert’s.'],
  ],
};

// The settings panel's and the update toast's words (settings-i18n.js), and
// those of a statistics import (stats-i18n.js).
// One catalog per language. The refusals' sentences go under the rest, so a
// page key that took a refusal's code would hide it (refusal-words.test.mjs
// fails then).
for (const l of ['zh', 'en']) {
  STRINGS[l] = { ...REFUSAL_STRINGS[l], ...STRINGS[l] };
  Object.assign(STRINGS[l], SETTINGS_STRINGS[l], STATS_STRINGS[l], ONLINE_STRINGS[l], GAME24_STRINGS[l], MATCH_STRINGS[l]);
}

let lang = 'en';

// The language to start in (the remembered choice, else the browser's) is
// decided in boot.js, as www/lang.js decides it before the first paint.
export { initialLang };

export function setLang(l) {
  lang = l === 'zh' ? 'zh' : 'en';
  markLang(lang);
}

export function getLang() {
  return lang;
}

/** `table[key]` if `table` holds `key` itself (not a name every object inherits, like "constructor"). */
export const own = (table, key) => (Object.hasOwn(table, key) ? table[key] : undefined);

/**
 * A failure whose message is the page's own sentence: `say()` gives it in
 * the current language, so a notice showing it is said again after a switch
 * (and an engine reason inside it was already put into that language).
 */
export class Said extends Error {
  constructor(say) {
    super(say());
    this.say = say;
  }
}

/**
 * The string `key` in the current language with `{name}` holes filled. A
 * `msg` may be a failure: the engine's refusal it carries (engine-text.js) is
 * said from the catalog (refusal-i18n.js) by its code and fields, any
 * other failure by its message.
 */
export function t(key, params = {}) {
  const p = Object.hasOwn(params, 'msg') ? { ...params, msg: reason(params.msg) } : params;
  return fill(own(STRINGS[lang], key) ?? own(STRINGS.en, key) ?? String(key), p);
}

/**
 * A failure's reason in the current language (see `t`): a refusal (the
 * engine's, or the page's own: a connection code, a value it could not
 * write) from its code, a failure the page said itself (`Said`) said again.
 * Anything else is the browser's or a script's English words, which a
 * Chinese page says in general words.
 */
export function reason(m) {
  const refusal = refusalOf(m);
  if (refusal) return sayRefusal(refusal);
  if (m instanceof Said) return m.say();
  const text = typeof m === 'string' ? m : (m?.message ?? String(m));
  const own = text.replace(/'[^']*'|“[^”]*”|（[^）]*）/gu, '');
  return lang === 'zh' && /[A-Za-z]{2,}/.test(own) ? t('reason_unknown') : text;
}

/**
 * The engine's refusal `r` ({code, …fields}) said from the catalog, a word
 * field ({code}) said first; a damaged source's `detail` is the engine's
 * English, filled in as it is.
 */
export function sayRefusal(r) {
  const fields = {};
  for (const [k, v] of Object.entries(r)) fields[k] = isCoded(v) ? sayRefusal(v) : v;
  return fill(own(STRINGS[lang], r.code) ?? r.code, fields);
}

// A Chinese character or punctuation mark (CJK ideographs, their symbols and full-width forms).
const HAN = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * `template` with its `{name}` holes filled from `params` (a hole without a
 * value stays as written). Chinese is written without spaces between words:
 * a template's space beside a hole ("{name} 正在思考") sets a Latin name or a
 * number apart ("Ann 正在思考", "第 3 手"), and is dropped where the value
 * filled in meets Chinese on that side too ("电脑正在思考"). A Chinese word
 * ending in a number is one word ("玩家2赢得比赛！"): its last Chinese
 * character is its edge.
 */
export function fill(template, params) {
  return template.replace(/( ?)\{(\w+)\}( ?)/g, (whole, pre, k, post, at) => {
    if (!Object.hasOwn(params, k)) return whole;
    const v = String(params[k]);
    const meets = (a, b) => HAN.test(a ?? '') && HAN.test(b ?? '');
    const left = pre && meets(template[at - 1], v[0]) ? '' : pre;
    const end = /\d$/.test(v) && HAN.test(v.replace(/\d+$/, '').at(-1) ?? '') ? v.replace(/\d+$/, '').at(-1) : v.at(-1);
    const right = post && meets(end, template[at + whole.length]) ? '' : post;
    return left + v + right;
  });
}

// The default names of the person in either language: a sentence about
// them is said in the second person ("You win", "你赢得…"), never "You wins".
const YOU = new Set([STRINGS.en.default_you, STRINGS.zh.default_you]);

// The default names, words of the page's language: a match started in one
// language shows them in the other after a switch.
const DEFAULT_NAMES = ['default_p1', 'default_p2', 'default_you', 'default_computer'];

/** `names` as shown: each default name (of either language) in the page's language, a typed one as typed. */
export function shownNames(names) {
  return names.map((name) => {
    const key = DEFAULT_NAMES.find((k) => name === STRINGS.en[k] || name === STRINGS.zh[k]);
    return key ? t(key) : name;
  });
}

/** Whether `name` is the default name of the person ("You" / "你"). */
export function isYou(name) {
  return YOU.has(name);
}

/**
 * A sentence whose subject is `params.name`: `keyYou` when the subject is
 * the person's default name ("You win the round"), else `key` ("Ann wins
 * the round"). Both keys are written out, so a search finds each use.
 */
export function tn(key, keyYou, params) {
  return t(isYou(params.name) ? keyYou : key, params);
}

/**
 * An accuracy (0–100) as every screen shows it (the review, the share
 * text): a percentage with one decimal, except 100 and 0 ("22.9%", "100%").
 */
export function accuracyText(a) {
  return `${a >= 100 || a <= 0 ? String(Math.round(a)) : a.toFixed(1)}%`;
}

/**
 * The review's score line of an accuracy, in the catalog's order
 * (`accuracy_line`: "90.5% accuracy", "准确率 90.5%"): its parts, each
 * `{ text, num }`, `num` true for the number (accuracyText), which the
 * review shows large; the empty parts left out.
 */
export function accuracyLine(a) {
  const mark = '\u0001';
  const [before, after] = t('accuracy_line', { acc: mark }).split(mark);
  return [
    { text: before.trim(), num: false },
    { text: accuracyText(a), num: true },
    { text: (after ?? '').trim(), num: false },
  ].filter((p) => p.text !== '');
}

/** A match's seed in words ("seed 123"); a match dealt without one (online) says so. */
export function seedText(seed) {
  return seed === null || seed === undefined ? t('seed_none') : t('seed_is', { seed });
}

/**
 * One rank's unseen cards as a screen reader hears them, `last` ending the
 * list: "A: 4, " … "K: 0" ("A：4 张，"), not a string of numbers.
 */
export function rankCountText(rank, n, last) {
  return t('rank_left', { rank, n }) + (last ? '' : t('list_sep'));
}

/** Sentences joined for a screen reader: each ends with a full stop. */
export function sentences(...parts) {
  const zh = lang === 'zh';
  return parts.filter((p) => p && p.trim()).map((p) => {
    const s = p.trim();
    return /[.!?。！？…]$/u.test(s) ? s : s + (zh ? '。' : '.');
  }).join(zh ? '' : ' ');
}

/** "N cards left" with English's singular. */
export function cardsLeftText(n) {
  return t(n === 1 ? 'cards_left_one' : 'cards_left', { n });
}

/** "N draws" with English's singular. */
export function drawsText(n) {
  return t(n === 1 ? 'draws_one' : 'draws', { n });
}

/**
 * Why a seat that did not stand may no longer draw (the engine's `stop`:
 * "hold 5 cards, total 21 …, or the deck is empty"), as a sentence; '' for
 * a stand or a bust (the seat shows those itself).
 */
export function stopText(stop, name) {
  const keys = own({
    twenty_one: ['stop_twenty_one', 'stop_twenty_one_you'],
    five_cards: ['stop_five_cards', 'stop_five_cards_you'],
    deck_empty: ['stop_deck_empty', 'stop_deck_empty_you'],
  }, stop);
  return keys ? tn(...keys, { name }) : '';
}

/**
 * The engine's `stand_wins` (the seat to move, the other being bust) as a
 * sentence: "Computer is bust: standing wins."; '' when it is not so.
 */
export function standWinsText(snap) {
  if (!snap.stand_wins) return '';
  const mover = snap.stand_wins === 'p1' ? 0 : 1;
  return tn('stand_wins', 'stand_wins_you', { name: snap.names[1 - mover], mover: snap.names[mover] });
}

/** A level's name (the engine's `level`: easy, classic, expert). */
export function levelName(level) {
  return t(own({ easy: 'level_easy', classic: 'level_classic', expert: 'level_expert' }, level) ?? level);
}

/** A graded decision's choice, `take` or `stand`, as a word. */
export function choiceName(choice) {
  return t(choice === 'take' ? 'choice_take' : 'choice_stand');
}

export function rules() {
  return RULES[lang];
}

/** The markup's words under `root` in the current language (boot.js, fillWords). */
export function applyStatic(root = document) {
  fillWords(root, t);
  document.title = t('title');
}

/**
 * Percentages of `a` and `b` (0..1) with the fewest decimals (up to 3) that
 * keep the shown numbers in the same order as the real ones, so a line never
 * reads "50% < 50%".
 */
function pctPair(a, b) {
  const sign = (x) => Math.sign(Math.round(x * 1e9));
  for (let d = 0; d <= 3; d += 1) {
    const [pa, pb] = [(a * 100).toFixed(d), (b * 100).toFixed(d)];
    if (sign(Number(pa) - Number(pb)) === sign(a - b)) return [pa, pb];
  }
  return [(a * 100).toFixed(1), (b * 100).toFixed(1)];
}

const SUITS_ZH = { '♠': '黑桃', '♥': '红心', '♣': '梅花', '♦': '方块' };

/**
 * A card's spoken label, said once: "ace of spades" or "黑桃A" (the card's
 * drawn corners and pip are hidden from screen readers).
 */
export function cardLabel(card) {
  return lang === 'zh' ? `${SUITS_ZH[card.suit] ?? ''}${card.rank}` : card.spoken;
}

// The Auto player's reasons (the engine's `reason.kind`) by their words.
const REASONS = {
  below_seventeen: 'r_below_seventeen',
  seventeen_or_more: 'r_seventeen_or_more',
  no_card_left: 'r_no_card_left',
  own_twenty_one_or_bust: 'r_own_twenty_one_or_bust',
  opponent_bust: 'r_opponent_bust',
  behind: 'r_behind',
  victory_secured: 'r_victory_secured',
  cannot_draw: 'r_cannot_draw',
};

/** One line saying why the Auto player chose what it chose. */
export function reasonText(reason, choice) {
  const c = t(choice === 'take' ? 'choice_take' : 'choice_stand');
  switch (reason.kind) {
    case 'bust_chance':
      return t('r_bust_chance', { p: pctPair(reason.p, 0.5)[0], cmp: reason.p < 0.5 ? '<' : '≥', choice: c });
    case 'equity': {
      const [take, stand] = pctPair(reason.take, reason.stand);
      return t('r_equity', { take, stand, choice: c });
    }
    case 'match_equity': {
      const [take, stand] = pctPair(reason.take, reason.stand);
      return t('r_match_equity', { take, stand, choice: c });
    }
    default:
      return t(own(REASONS, reason.kind) ?? reason.kind, { ...reason, choice: c });
  }
}

// Why a round ended as it did (the engine's `verdict`), by its words.
const VERDICTS = {
  higher_total: 'higher_total',
  equal_totals: 'equal_totals',
  other_bust: 'other_bust',
  smaller_overshoot: 'smaller_overshoot',
  equal_overshoot: 'equal_overshoot',
};

/** Why a round ended as it did, e.g. "both bust, 23 beats 25". */
export function verdictText(round, names) {
  const [s1, s2] = round.scores.map((s) => s.total);
  const w = round.outcome.kind === 'win' ? (round.outcome.seat === 'p1' ? 0 : 1) : 0;
  const a = w === 0 ? s1 : s2;
  const b = w === 0 ? s2 : s1;
  const loser = names[1 - w];
  return t(own(VERDICTS, round.verdict) ?? round.verdict, { a, b, loser });
}

export function outcomeText(round, names) {
  return round.outcome.kind === 'win'
    ? tn('win_round', 'win_round_you', { name: names[round.outcome.seat === 'p1' ? 0 : 1] })
    : t('draw_round');
}
