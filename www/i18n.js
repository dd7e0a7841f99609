// Strings of the page in Chinese and English, and the words for everything the
// engine reports (reasons, verdicts, stops). Text only: callers set it with
// textContent. The language comes from the browser unless the player chose
// one (remembered by storage.js).

const STRINGS = {
  zh: {
    title: '21点 · 双人对决',
    lang_toggle: 'English',
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
    sits_first: '谁坐先手位（1号位）',
    sits_you: '我',
    sits_computer: '电脑',
    first_rule: '先手规则',
    first_p1: '1号位每回合先手',
    first_alternate: '每回合轮换先手（更公平）',
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
    round: '回合 {n}',
    cards_left: '剩余 {n} 张',
    draws: '平 {n}',
    total: '{n} 点',
    soft: '软',
    bust: '爆牌',
    stood: '已停牌',
    turn: '该你了',
    turn_of: '轮到 {name}',
    computer_thinking: '{name} 正在思考…',
    computer_tag: '电脑',
    win_round: '{name} 赢得本回合',
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
    match_draw: '比赛平局！',
    final_score: '比分 {a} : {b}，平局 {d}，共 {n} 回合',
    coach_for: '为 {name} 分析',
    remaining: '剩余牌（按点数）',
    bust_if_take: '要牌爆牌概率：',
    expert_equity: '专家胜率（胜 + ½ 平）',
    eq_take: '要牌',
    eq_stand: '停牌',
    coach_wait: '轮到该玩家时显示胜率',
    reason_line: '{who}：{reason}',
    move_line: '{line}。',
    move_reason_line: '{line}（{reason}）。',
    result_line: '{outcome}：{verdict}。',
    choice_take: '要牌',
    choice_stand: '停牌',
    took: '{name} 要牌：{card}，共 {total} 点',
    stands: '{name} 停牌，{total} 点',
    dealt: '第 {n} 回合发牌：{p1} {t1} 点，{p2} {t2} 点',
    save_damaged: '保存的比赛无法恢复（{msg}）。已开始新的菜单。',
    error: '出错了：{msg}',
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
    trap_title: '引擎已停止',
    trap_text: '引擎已停止——你的对局已保存，重新载入即可继续。',
    trap_reload: '重新载入',
    stats: '统计',
    stats_21: '21点',
    stats_24: '24点（单人练习与人机对战）',
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
    stats_pvp_note: '双人对战时两个座位都是人，页面无法知道哪一位是“你”，所以只统计场数与平局；连胜与准确率只统计人机对战。',
    stats_accuracy_h: '人机对战准确率',
    stats_mean: '最近 {of} 场平均 {mean}（{n} 场）',
    stats_mean_none: '最近 {of} 场：—',
    stats_chart_label: '最近的人机对战准确率，从旧到新',
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
    stats_imported: '文件已导入，并与现有统计合并。',
    stats_import_refused: '文件未导入：{msg}。现有统计没有改变。',
    stats_too_large: '文件大于 1 MB',
    stats_damaged: '保存的统计已损坏，已移到一边（{msg}）。统计重新开始。',
    stats_not_counted: '一局结束了，但没能计入统计（{msg}）。',
    keys_hint: '键盘：T 要牌 · S 停牌 · N 下一回合 · M 新比赛 · C 教练 · L 语言',
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
    lang_toggle_label: '切换到中文',
    rules: 'Rules',
    back: 'Back',
    menu_heading: 'New match',
    game: 'Game',
    game_21: '21 (Twenty-One Duel)',
    game_24: '24 points (24点)',
    mode: 'Mode',
    mode_pvp: 'Two players (hot-seat)',
    mode_computer: 'vs Computer',
    level: 'Computer level',
    level_easy: 'Easy',
    level_classic: 'Classic',
    level_expert: 'Expert',
    sits_first: 'Who sits first (seat 1)',
    sits_you: 'Me',
    sits_computer: 'Computer',
    first_rule: 'First player',
    first_p1: 'Seat 1 starts every round',
    first_alternate: 'Alternate each round (fairer)',
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
    round: 'Round {n}',
    cards_left: '{n} cards left',
    draws: 'draws {n}',
    total: '{n}',
    soft: 'soft',
    bust: 'bust',
    stood: 'stood',
    turn: 'to play',
    turn_of: '{name} to play',
    computer_thinking: '{name} is thinking…',
    computer_tag: 'computer',
    win_round: '{name} wins the round',
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
    match_draw: 'The match is a draw!',
    final_score: 'Score {a} : {b}, {d} drawn, {n} rounds',
    coach_for: 'Analysis for {name}',
    remaining: 'Cards still unseen, by rank',
    bust_if_take: 'Bust chance if you take:\u00a0',
    expert_equity: 'Expert win chance (win + ½ draw)',
    eq_take: 'Take',
    eq_stand: 'Stand',
    coach_wait: 'Win chances appear on this player\u2019s turn',
    reason_line: '{who}: {reason}',
    move_line: '{line}.',
    move_reason_line: '{line} ({reason}).',
    result_line: '{outcome}: {verdict}.',
    choice_take: 'take',
    choice_stand: 'stand',
    took: '{name} takes {card}: total {total}',
    stands: '{name} stands on {total}',
    dealt: 'Round {n} dealt: {p1} has {t1}, {p2} has {t2}',
    save_damaged: 'The saved match could not be restored ({msg}). A fresh menu is shown.',
    error: 'Something went wrong: {msg}',
    keep_playing: 'Keep playing',
    abandon_title: 'Abandon this {what}?',
    what_21: 'match',
    what_24: 'game',
    abandon_text_21: 'This match is not over. Abandoning it deletes its save; it cannot be brought back.',
    abandon_text_24: 'This 24点 game is not over. Abandoning it deletes its save; it cannot be brought back.',
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
    saved_21: '21点: {p1} vs {p2}, round {n}',
    saved_24: '24点: {p1}, deal {n}',
    saved_over: ' (finished)',
    trap_title: 'The engine stopped',
    trap_text: 'The engine stopped — your match is saved, reload to continue.',
    trap_reload: 'Reload',
    stats: 'Statistics',
    stats_21: '21点',
    stats_24: '24点 (solo and vs Computer)',
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
    stats_pvp_note: 'In a two-player match both seats are people and the page cannot tell which one is you, so it counts only matches and rounds played and drawn; streaks and accuracy are for matches against the computer.',
    stats_accuracy_h: 'Accuracy against the computer',
    stats_mean: 'last {of}: mean {mean} ({n} matches)',
    stats_mean_none: 'last {of}: —',
    stats_chart_label: 'Accuracy of the latest matches against the computer, oldest first',
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
    stats_imported: 'The file was imported and merged with these statistics.',
    stats_import_refused: 'The file was not imported: {msg}. Your statistics are unchanged.',
    stats_too_large: 'it is larger than 1 MB',
    stats_damaged: 'The saved statistics were damaged and have been set aside ({msg}). Counting starts afresh.',
    stats_not_counted: 'A finished game could not be counted ({msg}).',
    keys_hint: 'Keys: T take · S stand · N next round · M new match · C coach · L language',
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

// The rules page, one list of paragraphs per language.
const RULES = {
  zh: [
    ['牌', '一副 52 张牌，没有大小王，每场比赛开始时洗一次牌（由种子决定；URL 中的 ?seed=42 可重放同样的发牌）。'],
    ['点数', '2–10 按牌面计；J、Q、K 算 10；A 算 11，若会超过 21 则算 1（最多一张 A 算 11）。标“软”表示有一张 A 按 11 计。'],
    ['回合', '每人两张牌，从先手开始轮流发。然后轮流选择“要牌”（摸最上面一张）或“停牌”（本回合不再要牌）。已停牌、手中 5 张、达到 21 点或以上、或牌堆空时，不能再要牌，轮到时自动跳过。'],
    ['胜负', '都不超过 21：点数高者胜，相同为平；一方爆牌：另一方胜；双方爆牌：超出 21 少者胜（23 胜 25），超出相同为平。'],
    ['比赛', '同一副牌一直打到剩余不足 4 张。每赢一回合得 1 分，分数多者赢得比赛。'],
    ['先手', '默认 1 号位每回合先手（原教程规则）。后手其实占优势，所以“每回合轮换先手”更公平。'],
    ['电脑', '简单：低于 17 就要牌。经典：原教程的 IfTakeCard（落后就要，领先且对手停了就停，否则看爆牌概率是否 < 50%）。专家：对每张可能的牌精确计算，双方都最优时的胜率。电脑只能看到桌上的牌，看不到牌堆顺序。'],
  ],
  en: [
    ['Deck', '52 cards, no jokers, shuffled once per match from a seed (?seed=42 in the address replays the same deal).'],
    ['Card values', '2–10 face value; J, Q, K are 10; an ace is 11 unless that would take the hand over 21, then 1 (at most one ace counts 11). “soft” marks a hand with an ace counted as 11.'],
    ['A round', 'Two cards each, dealt alternately, first player first. Then players take turns: Take the top card, or Stand (final for the round). A player stops drawing once they have stood, hold 5 cards, reach 21 or more, or the deck is empty; a player who may not draw is skipped.'],
    ['Who wins', 'Neither over 21: the higher total wins, equal totals draw. One over: the other wins. Both over: the smaller overshoot wins (23 beats 25), equal overshoots draw.'],
    ['A match', 'Rounds are played from the same deck until fewer than 4 cards remain. One point per round won; most points wins.'],
    ['First player', 'By default seat 1 starts every round (the original guide’s rule). Acting second is an advantage, so alternating the first player each round is fairer.'],
    ['The computer', 'Easy takes below 17. Classic is the guide’s IfTakeCard: take when behind, stand when ahead and the opponent is done, otherwise take if the bust chance is below 50%. Expert computes the exact best play for the round. The computer sees only the table, never the order of the deck.'],
  ],
};

let lang = 'en';

/** The language to start in: the remembered choice, else the browser's. */
export function initialLang(remembered) {
  if (remembered === 'zh' || remembered === 'en') return remembered;
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  return langs.some((l) => String(l).toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

export function setLang(l) {
  lang = l === 'zh' ? 'zh' : 'en';
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
}

export function getLang() {
  return lang;
}

/** The string `key` in the current language with `{name}` holes filled. */
export function t(key, params = {}) {
  const s = STRINGS[lang][key] ?? STRINGS.en[key] ?? key;
  return s.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : `{${k}}`));
}

export function rules() {
  return RULES[lang];
}

/** Sets every `[data-i18n]` element's text (and `[data-i18n-placeholder]`). */
export function applyStatic(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
  for (const el of root.querySelectorAll('[data-i18n-label]')) {
    el.setAttribute('aria-label', t(el.dataset.i18nLabel));
  }
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

/** A card's spoken label, e.g. "A♠ ace of spades" or "A♠ 黑桃A". */
export function cardLabel(card) {
  return lang === 'zh' ? `${card.text} ${SUITS_ZH[card.suit] ?? ''}${card.rank}` : `${card.text} ${card.spoken}`;
}

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
    default:
      return t(`r_${reason.kind}`, { ...reason, choice: c });
  }
}

/** Why a round ended as it did, e.g. "both bust, 23 beats 25". */
export function verdictText(round, names) {
  const [s1, s2] = round.scores.map((s) => s.total);
  const w = round.outcome.kind === 'win' ? (round.outcome.seat === 'p1' ? 0 : 1) : 0;
  const a = w === 0 ? s1 : s2;
  const b = w === 0 ? s2 : s1;
  const loser = names[1 - w];
  return t(round.verdict, { a, b, loser });
}

export function outcomeText(round, names) {
  return round.outcome.kind === 'win'
    ? t('win_round', { name: names[round.outcome.seat === 'p1' ? 0 : 1] })
    : t('draw_round');
}
