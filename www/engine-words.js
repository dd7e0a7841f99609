// The Chinese of the refusals that reach the page in English words only:
// the engine's refusals of the areas that have no codes yet (an `unworded`
// refusal: 24点's session and save, the statistics, practice, the daily
// deal) and the page's own reasons for a value it could not write
// (engine-text.js). Every other refusal comes as a code with its fields and
// is said from the catalog (refusal-i18n.js); this table shrinks as areas
// get codes. Each phrase is matched whole, its parts translated in turn; a
// quoted piece of what was refused ('abc') is data and stays as it was. A
// reason this table does not know is said in general words, never in
// English.

const FIELDS = {
  seed: '种子', names: '名字', mode: '模式', level: '电脑水平', practice: '练习', daily: '每日一局',
  computer_seat: '座位', first_rule: '先手规则', daily_practice: '每日一局练习',
};

// Online play's two sides, the kinds of its messages, and the module's arguments.
const SIDES = { 'the host': '邀请方', 'the guest': '受邀方' };
const KINDS = { hello: '问候消息', move: '行动消息', rand: '随机值', link: '链值', nothing: '消息' };
const ARGS = {
  'random value': '随机值', name: '名字', 'first-player rule': '先手规则', 'saved online match': '保存的在线比赛',
  move: '行动', message: '消息', 'sync point': '同步点', link: '链接',
};

// serde's words for what a field takes, and for what it was given (src/cards/input.rs).
const WANTED = [
  [/^it as text$/, () => '文本'], [/^true or false$/, () => 'true 或 false'], [/^a number$/, () => '数字'],
  [/^a list$/, () => '列表'], [/^an object$/, () => '对象'],
  [/^a whole number from (\d+) to (\d+)$/, (m) => `${m[1]} 到 ${m[2]} 之间的整数`],
];
const GIVEN = [
  [/^text$/, () => '文本'], [/^true or false$/, () => 'true 或 false'], [/^a number$/, () => '数字'],
  [/^a list$/, () => '列表'], [/^an object$/, () => '对象'], [/^null$/, () => 'null'],
  [/^(-?[\d.eE+-]+…?)$/, (m) => m[1]],
];
// A number or a Latin word set apart from the Chinese before it ("应为 0 到 255 之间的整数").
const apart = (s) => (/^[\w-]/.test(s) ? ` ${s}` : s);
const given = (text, table) => {
  for (const [re, out] of table) {
    const m = re.exec(text);
    if (m) return out(m);
  }
  return null;
};

/** serde's list of names ("v, seq, prev or body"), each quoted as data: “v”、“seq”、“prev”或“body”. */
const names = (list) => {
  const all = list.split(/, | or /).map((n) => `“${n}”`);
  return all.length > 1 ? `${all.slice(0, -1).join('、')}或${all.at(-1)}` : all.join('');
};

// [pattern, Chinese] in order: a function gets the match and the translator.
const RULES = [
  [/^the saved match is damaged: (.+)$/s, (m, zh) => `保存的比赛已损坏：${zh(m[1])}`],
  [/^the saved 24-points game is damaged: (.+)$/s, (m, zh) => `保存的24点游戏已损坏：${zh(m[1])}`],
  [/^the shared match link is damaged: (.+)$/s, (m, zh) => `分享的比赛链接已损坏：${zh(m[1])}`],
  [/^the settings are not valid: (.+)$/s, (m, zh) => `设置无效：${zh(m[1])}`],
  [/^the daily deal's record is damaged: (.+)$/s, (m, zh) => `每日一局的记录已损坏：${zh(m[1])}`],
  [/^it is not a readable save \((.+)\)$/s, (m, zh) => `不是可读的存档（${zh(m[1])}）`],
  [/^version (\d+) is not supported$/, (m) => `不支持第 ${m[1]} 版`],
  [/^the seed '(.*)' must be a whole number, e\.g\. 42$/s, (m) => `种子“${m[1]}”必须是整数，例如 42`],
  [/^the seed '(.*)' is too large \(at most (\d+)\)$/s, (m) => `种子“${m[1]}”太大（最大 ${m[2]}）`],
  [/^the seed '(.*)' is not a number$/s, (m) => `种子“${m[1]}”不是数字`],
  [/^the deck does not match its seed$/, () => '牌序与种子不符'],
  [/^the deck holds (\d+) cards, a deck has (\d+)$/, (m) => `牌堆有 ${m[1]} 张牌，一副牌是 ${m[2]} 张`],
  [/^the card (\S+) appears twice in the deck$/, (m) => `${m[1]} 在牌堆中出现了两次`],
  [/^move (\d+) \((.*)\) is illegal: (.+)$/s, (m, zh) => `第 ${m[1]} 步（${m[2]}）不合规则：${zh(m[3])}`],
  [/^move (\d+) \((.*)\) does nothing$/s, (m) => `第 ${m[1]} 步（${m[2]}）没有任何作用`],
  [/^move (\d+) is illegal: (.+)$/s, (m, zh) => `第 ${m[1]} 步不合规则：${zh(m[2])}`],
  [/^move (\d+) is not t, s or n$/, (m) => `第 ${m[1]} 步不是 t、s 或 n`],
  [/^it is empty$/, () => '内容是空的'],
  [/^it is not text$/, () => '不是文本'],
  [/^it is (\d+) characters long; a save is at most (\d+)$/, (m) => `长 ${m[1]} 个字符，存档最多 ${m[2]} 个`],
  [/^it is nested more than (\d+) deep$/, (m) => `嵌套超过 ${m[1]} 层`],
  [/^'(.*)' is not a field$/s, (m) => `“${m[1]}”不是可用的字段`],
  [/^'(.*)' is missing$/s, (m) => `缺少“${m[1]}”`],
  [/^'(.*)' is not one of (.+)$/s, (m) => `“${m[1]}”不是可选的值（${names(m[2])}）`],
  [/^it has no seed, and every game the page deals has one$/, () => '没有种子，而本页发的每一局都有种子'],
  [/^its deck has no seed, and every match the page deals has one$/, () => '牌堆没有种子，而本页发的每一场都有种子'],
  [/^a name has (\d+) characters; at most (\d+) are allowed$/, (m) => `名字有 ${m[1]} 个字符，最多 ${m[2]} 个`],
  [/^a name holds control characters$/, () => '名字里有控制字符'],
  // A shared match link (the review's code).
  [/^it is too long$/, () => '太长了'],
  [/^it does not have the five parts of a match$/, () => '不是完整的五段比赛代码'],
  [/^it is not a 21点 match of this version$/, () => '不是这个版本的21点比赛'],
  [/^its seed is not a number$/, () => '种子不是数字'],
  [/^its settings are not four letters$/, () => '设置不是四个字母'],
  [/^its settings are not valid$/, () => '设置无效'],
  [/^move (\d+) comes when nobody may move$/, (m) => `第 ${m[1]} 步出现时没有人可以行动`],
  // The rules' refusals (a move replayed from a save or a link).
  [/^it is player (\d)'s turn, not player (\d)'s$/, (m) => `轮到 ${m[1]} 号位，不是 ${m[2]} 号位`],
  [/^the round is over: deal the next round$/, () => '本回合已结束：请发下一回合'],
  [/^the match is over: start a new match$/, () => '比赛已结束：请开始新比赛'],
  [/^the round is still being played: finish it first$/, () => '本回合还在进行：请先打完'],
  // The practice record (stored, or a statistics file's practice part).
  [/^the practice record is damaged: (.+)$/s, (m, zh) => `练习记录已损坏：${zh(m[1])}`],
  [/^a practice card is damaged: (.+)$/s, (m, zh) => `一张练习卡已损坏：${zh(m[1])}`],
  [/^its practice part: (.+)$/s, (m, zh) => `其中的练习部分：${zh(m[1])}`],
  [/^the practice record is larger than (\d+) bytes$/, (m) => `练习记录超过 ${m[1]} 字节`],
  [/^unknown version$/, () => '版本未知'],
  [/^too many cards$/, () => '练习卡太多'],
  [/^more recent answers than answers$/, () => '最近的回答比回答总数还多'],
  [/^the streak does not fit its last day$/, () => '连续天数与最后练习的那天对不上'],
  [/^a position is kept twice$/, () => '同一个局面存了两次'],
  [/^a card's (date|interval|stability|difficulty) is out of range$/, (m) => `一张卡的${{
    date: '日期', interval: '间隔天数', stability: '稳定度', difficulty: '难度',
  }[m[1]]}超出范围`],
  [/^a new card has a memory already$/, () => '一张新卡已带有复习数据'],
  [/^the clock is outside 2000–2200$/, () => '时钟不在 2000 年到 2200 年之间'],
  [/^that practice card is no longer kept$/, () => '这张练习卡已不在记录里'],
  [/^more than four cards of rank (\S+) in the hands and unseen$/, (m) => `手牌和未见的牌中点数 ${m[1]} 的牌多于四张`],
  // A statistics record or file.
  [/^(21点|24点): (.+)$/s, (m, zh) => `${m[1]}：${zh(m[2])}`],
  [/^entry (\d+): (.+)$/s, (m, zh) => `第 ${m[1]} 条记录：${zh(m[2])}`],
  [/^entry (\d+) is from before the reset$/, (m) => `第 ${m[1]} 条记录早于清零时间`],
  [/^entry (\d+) is out of order or repeats an earlier one$/, (m) => `第 ${m[1]} 条记录顺序不对或与前面的重复`],
  [/^the accuracy (\S+) is not from 0 to 100$/, (m) => `准确率 ${m[1]} 不在 0 到 100 之间`],
  [/^the time (\d+) ms is longer than 7 days$/, (m) => `用时 ${m[1]} 毫秒超过 7 天`],
  [/^(\w+): (.+)$/s, (m, zh) => (Object.hasOwn(FIELDS, m[1]) ? `${FIELDS[m[1]]}：${zh(m[2])}` : null)],
  // Online play: a message from the other device (src/duel/online/message.rs).
  [/^the message is (\d+) bytes, at most (\d+) are read$/, (m) => `消息有 ${m[1]} 字节，最多只读 ${m[2]} 字节`],
  [/^the message is not readable: (.+)$/s, (m, zh) => `消息无法读取：${zh(m[1])}`],
  [/^the message speaks protocol version (\d+), this page speaks (\d+)$/, (m) => `消息用的是第 ${m[1]} 版协议，本页用第 ${m[2]} 版`],
  [/^message (\d+) was already received \(the next is (\d+)\): a replay$/, (m) => `第 ${m[1]} 条消息已经收到过（下一条应是第 ${m[2]} 条）：这是重放`],
  [/^message (\d+) arrived where message (\d+) was due$/, (m) => `应收到第 ${m[2]} 条消息，却收到了第 ${m[1]} 条`],
  [/^message (\d+) follows a different record of the match \(transcript hash\)$/, (m) => `第 ${m[1]} 条消息接在另一份比赛记录之后（记录校验值不符）`],
  [/^an? (hello|move|rand|link) from (the host|the guest) arrived where an? (hello|move|rand|link|nothing) from (the host|the guest|nobody) was due$/,
    (m) => (m[4] === 'nobody'
      ? `收到${SIDES[m[2]]}的${KINDS[m[1]]}，但此时不应再有消息`
      : `收到${SIDES[m[2]]}的${KINDS[m[1]]}，但此时应由${SIDES[m[4]]}发${KINDS[m[3]]}`)],
  [/^the match is over: no message may follow$/, () => '比赛已结束：不能再有消息'],
  [/^(the host|the guest)'s chain link does not match its commitment$/, (m) => `${SIDES[m[1]]}的链值与它的承诺不符`],
  [/^(the host|the guest) has no chain link left$/, (m) => `${SIDES[m[1]]}的链值已经用完`],
  [/^the name holds control characters$/, () => '名字里有控制字符'],
  [/^the name has (\d+) characters, at most (\d+)$/, (m) => `名字有 ${m[1]} 个字符，最多 ${m[2]} 个`],
  [/^the host's hello names the first-player rule, the guest's does not$/, () => '只有邀请方的问候写明先手规则，受邀方的不写'],
  [/^the move is not allowed: (.+)$/s, (m, zh) => `这一步不合规则：${zh(m[1])}`],
  [/^player (\d) may not act: player \d (has stood|already holds 5 cards|has 21|is bust|cannot draw from an empty deck)$/, (m) => `${m[1]} 号位不能行动：${{
    'has stood': '已经停牌', 'already holds 5 cards': '已有 5 张牌', 'has 21': '已有 21 点', 'is bust': '已经爆牌',
    'cannot draw from an empty deck': '牌堆已空，无法要牌',
  }[m[2]]}`],
  [/^the transcript ends after (\d+) messages, before the match does$/, (m) => `记录在第 ${m[1]} 条消息后就结束了，比赛却还没结束`],
  [/^this device kept (\d+) messages of the match and the other device (\d+): its latest moves were lost here, so the match cannot be resumed$/, (m) => `本机保存了这场比赛的 ${m[1]} 条消息，对方设备保存了 ${m[2]} 条：本机最近的几步没有保存下来，比赛无法继续`],
  [/^the match was claimed by the (host|guest): no message may follow$/, (m) => `这场比赛已被${m[1] === 'host' ? '邀请方' : '受邀方'}判定获胜：不能再有消息`],
  [/^the other device owes no automatic message now \(a person may be thinking\): there is nothing to claim$/, () => '对方设备现在不欠任何自动消息（对方可能正在思考）：无法判定获胜'],
  [/^the other device has been silent for (\d+) s, a claim needs (\d+) s$/, (m) => `对方设备已经 ${m[1]} 秒没有回应，判定获胜需要 ${m[2]} 秒`],
  [/^the wait is not a number of ms$/, () => '等待时间不是毫秒数'],
  [/^the two records of this match differ from message (\d+): it cannot be resumed$/, (m) => `这场比赛的两份记录从第 ${m[1]} 条消息起不同：无法继续`],
  [/^'(.*)' is not 64 hex digits$/s, (m) => `“${m[1]}”不是 64 位十六进制数`],
  // The saved online match (src/duel/online/peer.rs).
  [/^the saved online match is (\d+) bytes, at most (\d+) are read$/, (m) => `保存的在线比赛有 ${m[1]} 字节，最多只读 ${m[2]} 字节`],
  [/^the saved online match is not readable: (.+)$/s, (m, zh) => `保存的在线比赛无法读取：${zh(m[1])}`],
  [/^the saved online match is damaged at message (\d+): (.+)$/s, (m, zh) => `保存的在线比赛在第 ${m[1]} 条消息处损坏：${zh(m[2])}`],
  // The online module's arguments (src/wasm/online.rs).
  [/^the (random value|name|first-player rule|saved online match|move|message|sync point|link) is not text$/, (m) => `${ARGS[m[1]]}不是文本`],
  [/^the (random value|name|first-player rule|saved online match|move|message|sync point|link) is (\d+) characters, at most (\d+) are read$/,
    (m) => `${ARGS[m[1]]}有 ${m[2]} 个字符，最多只读 ${m[3]} 个`],
  [/^'(.*)' is not a move \(take, stand, next\)$/s, (m) => `“${m[1]}”不是可用的行动（“take”、“stand”或“next”）`],
  [/^'(.*)' is not a first-player rule \(use p1 or alternate\)$/s, (m) => `“${m[1]}”不是先手规则（可用“p1”或“alternate”）`],
  [/^the match has not been dealt yet$/, () => '比赛还没有发牌'],
  [/^the link is too long for a QR code$/, () => '链接太长，无法画成二维码'],
  [/^the match is not over$/, () => '比赛还没有结束'],
  [/^the finishing time must be a whole number of milliseconds$/, () => '结束时间必须是整数毫秒'],
  // A connection code (www/online/rtc.js).
  [/^not a connection code$/, () => '这不是连接码'],
  [/^the connection code is damaged$/, () => '连接码已损坏'],
  [/^no sha-256 fingerprint$/, () => '连接描述里没有所需的指纹'],
  // What any structured input may be refused for (src/cards/input.rs).
  [/^'(.*)' is not a (field|setting) \(use (.+)\)$/s, (m) => `“${m[1]}”不是可用的${m[2] === 'field' ? '字段' : '设置'}（可用${names(m[3])}）`],
  [/^give an object, not a list$/, () => '应为对象，而不是列表'],
  [/^give (.+), not (.+)$/s, (m) => {
    const want = given(m[1], WANTED);
    const got = given(m[2], GIVEN);
    return want && got ? `应为${apart(want)}，而不是${apart(got)}` : null;
  }],
  [/^it is not JSON \(.* at character (\d+)\)$/s, (m) => `格式不对（第 ${m[1]} 个字符处出错）`],
  // Where in the input (a path of fields: `body.hello.name: …`).
  [/^([A-Za-z_]\w*(?:\.\w+|\[\d+\])*|\[\d+\](?:\.\w+|\[\d+\])*): (.+)$/s, (m, zh) => `“${m[1]}”：${zh(m[2])}`],
];

/** Quoted data ('abc') set aside, so only the engine's own words are judged. */
const withoutQuotes = (s) => s.replace(/'[^']*'|“[^”]*”|（[^）]*）/gu, '');

/**
 * The engine's reason `msg` in Chinese: a known phrase translated (its parts
 * in turn), an unknown one said in general words. Chinese text passes as it is.
 */
export function reasonZh(msg) {
  const text = String(msg).trim();
  if (!/[A-Za-z]{2,}/.test(withoutQuotes(text))) return text;
  for (const [re, out] of RULES) {
    const m = re.exec(text);
    if (!m) continue;
    const done = out(m, reasonZh);
    if (done !== null) return done;
  }
  return '内容无法读取或不合规则';
}
