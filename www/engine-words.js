// The engine's refusal reasons in Chinese. The engine explains a refusal in
// English (a damaged save, a bad seed, a file that is not a statistics
// file…); a Chinese page puts that reason inside a Chinese sentence
// (i18n.js fills every `{msg}` hole through `reasonZh`), so every message
// it shows is Chinese. The engine's reasons are a closed set of phrases
// (its `Display` texts): each is matched whole here, its parts translated
// in turn; a quoted piece of what was refused ('abc') is data and stays as
// it was. A reason this table does not know is said in general words, never
// in English.

const FIELDS = {
  seed: '种子', names: '名字', mode: '模式', level: '电脑水平', practice: '练习', daily: '每日一局',
  computer_seat: '座位', first_rule: '先手规则', daily_practice: '每日一局练习',
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
  [/^'(.*)' is not one of (.+)$/s, (m) => `“${m[1]}”不是可选的值（${m[2]}）`],
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
  // A statistics record or file.
  [/^(21点|24点): (.+)$/s, (m, zh) => `${m[1]}：${zh(m[2])}`],
  [/^entry (\d+): (.+)$/s, (m, zh) => `第 ${m[1]} 条记录：${zh(m[2])}`],
  [/^entry (\d+) is from before the reset$/, (m) => `第 ${m[1]} 条记录早于清零时间`],
  [/^entry (\d+) is out of order or repeats an earlier one$/, (m) => `第 ${m[1]} 条记录顺序不对或与前面的重复`],
  [/^the accuracy (\S+) is not from 0 to 100$/, (m) => `准确率 ${m[1]} 不在 0 到 100 之间`],
  [/^the time (\d+) ms is longer than 7 days$/, (m) => `用时 ${m[1]} 毫秒超过 7 天`],
  [/^(\w+): (.+)$/s, (m, zh) => (Object.hasOwn(FIELDS, m[1]) ? `${FIELDS[m[1]]}：${zh(m[2])}` : null)],
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
