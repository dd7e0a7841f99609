// The 24点 screen's words for the engine's values (a difficulty, a checker
// error with its position, a card, a time) and its part of the rules page,
// in the page's language (i18n.js getLang). Its strings are in the page's
// one catalog (game24/strings.js, said by i18n.js's t). Text only: callers
// set it with textContent.
import { getLang, own, t } from '../i18n.js';

const RULES = {
  zh: [
    ['发牌', '一副 52 张牌（无大小王）洗一次，每手发 4 张，一副牌共 13 手。地址里加 ?seed=42 可重现同样的牌。'],
    ['点数', 'A = 1，2–10 按牌面，J = 11，Q = 12，K = 13。'],
    ['目标', '四张牌各用一次，用 + − × ÷ 和括号算出 24。中间可以出现分数（精确计算），例如 1 5 5 5：(5 − 1 ÷ 5) × 5。'],
    ['输入', '点击牌和运算符，或直接键盘输入：可用 + - * / × ÷ x、( ) 和全角（ ），数字或 A J Q K。下方实时显示已输入部分的值；出错时会指出位置。'],
    ['无解', '有些牌算不出 24，可以判断“无解”。判断正确得分；判断错误不得分（对战中对手得分）。'],
    ['提示与放弃', '提示先给出一种解法的第一步，再按一次多给一步（三步就是完整解法）。要了提示的这一手答对也不得分；后面的步骤不再多扣。人机对战中放弃，这一手算电脑的。抢答中没有提示（屏幕是两人共用的）。'],
    ['计时暂停', '打开规则页或切换到别的标签页时，所有计时（本手用时、电脑思考、抢答倒计时）都会暂停，回来后继续。'],
    ['每日一局', '每天一副牌（按本地日期），同一天人人相同；单人 13 手。当天第一次的成绩才算数，再玩就是练习（会注明）。统计里记着连续天数和最好的一天，可复制分享的成绩（不含答案）写明连续天数。'],
    ['单人', '计时计分：答对或正确判断无解得 1 分；答错可以再试；可以要提示（一次一步）或放弃。'],
    ['人机', '电脑知道所有解法，思考的时间是一般玩家算这手牌的时间（由难度模型估计）乘以水平：简单 ×1.5，经典 ×1，专家 ×0.6，再慢 0–30%；但不会快过手快的玩家：专家级简单牌至少 4 秒、中等 8 秒、困难 12 秒、无解 8 秒，经典级 ×1.5，简单级 ×2。在它之前答对就得分；答错则电脑得分。'],
    ['练习', '单人模式可以只出简单、中等或困难的牌，或三种轮流：仍是一副 52 张牌，只是按种子重新分成 13 手，每手都合所选难度。结束时对比你每手的用时和大家一般的用时。'],
    ['抢答', '两人一台设备：1 号按 Z，2 号按 P 抢答；先抢到的人有 30 秒作答（有倒计时），超时、答错或错判无解则对方得分。'],
    ['每手结束', '显示所有不同的解法（交换律、结合律等价的算式只算一种）、难度和一般玩家大约要多久。难度按大家的平均用时：8 秒内为简单，12 秒以上为困难（估计来自大家实际解题的用时）。'],
  ],
  en: [
    ['Deal', 'One 52-card deck (no jokers) is shuffled once; each deal is 4 cards, 13 deals per deck. ?seed=42 in the address replays the same cards.'],
    ['Values', 'A = 1, 2–10 face value, J = 11, Q = 12, K = 13.'],
    ['Goal', 'Use each of the four cards exactly once with + − × ÷ and parentheses to make exactly 24. Fractions are fine on the way (exact arithmetic): 1 5 5 5 is (5 − 1 ÷ 5) × 5.'],
    ['Entering', 'Click cards and operators, or type: + - * / × ÷ x, ( ) and full-width （ ）, numbers or A J Q K. The value of what you have so far is shown live; a mistake is pointed out with its position.'],
    ['No solution', 'Some deals cannot make 24: claim “no solution”. A right claim scores; a wrong one does not (in a duel the other side scores).'],
    ['Hints and giving up', 'A hint shows the first step of a solution, and each further press one more (three make the whole solution). A deal answered after a hint scores no point; the later steps cost nothing more. Giving up against the computer gives it the point. A race has no hints (the screen is shared).'],
    ['Clocks pause', 'While the rules are open or the tab is hidden every clock stops — the deal’s time, the computer’s thinking, the buzz countdown — and goes on after.'],
    ['Daily deal', 'One deck per calendar day (the local date), the same for everyone that day: 13 solo deals. The first game of the day counts; playing it again is practice and says so. The statistics keep the streak (days in a row) and the best day, and the result to copy and share (no answers in it) says the streak.'],
    ['Solo', 'Timer and score: a correct answer or a right claim is 1 point; a wrong answer can be retried; ask for a hint (one step at a time) or give up.'],
    ['vs Computer', 'The computer knows every solution. It thinks as long as a typical player would on the deal (the difficulty model’s estimate) times its level — Easy ×1.5, Classic ×1, Expert ×0.6 — plus 0–30%, and never faster than a quick player: Expert at least 4 s on an easy deal, 8 s on a medium one, 12 s on a hard one, 8 s to see there is none; Classic 1.5 times that, Easy twice. Answer correctly before it does to score; a wrong answer gives it the point.'],
    ['Practice', 'In solo you may ask for easy, medium or hard deals only, or the three in turn: still one 52-card deck, re-dealt from the seed into 13 deals that all fit. The summary compares your time on each deal with how long people take on it.'],
    ['Race', 'Two players on one device: player 1 buzzes with Z, player 2 with P. Whoever buzzes first has 30 seconds to answer (a countdown shows); running out of time, a wrong answer or a wrong claim gives the point to the other.'],
    ['After a deal', 'All distinct solutions are shown (expressions equal by commutativity and associativity count once), with the deal’s difficulty, about how long people take on it and how many of them solve it (estimated from people’s real solve times): easy under 8 s, hard 12 s or more.'],
  ],
};

/**
 * People's seconds as a deal's result and the summary say them, in one
 * style: "9 s", "4 min 27 s", "over 10 min" (m:ss is the player's own clock).
 */
export function aboutTime(seconds) {
  const n = Math.round(seconds);
  if (n < 60) return t('secs', { n });
  if (n >= 600) return t('mins_over', { m: 10 });
  return t('mins_secs', { m: Math.floor(n / 60), s: n % 60 });
}

/** A deal's difficulty (the engine's `difficulty`) as a word. */
export function difficultyName(d) {
  return t(own({ easy: 'd_easy', medium: 'd_medium', hard: 'd_hard', unsolvable: 'd_unsolvable' }, d) ?? d);
}

// The checker's errors (the engine's `error.kind`) by their words.
const ERRORS = {
  empty: 'e_empty',
  too_long: 'e_too_long',
  bad_char: 'e_bad_char',
  unknown_number: 'e_unknown_number',
  expected_operand: 'e_expected_operand',
  expected_operator: 'e_expected_operator',
  unary_operator: 'e_unary_operator',
  unclosed_paren: 'e_unclosed_paren',
  unmatched_paren: 'e_unmatched_paren',
  not_dealt: 'e_not_dealt',
  used_twice: 'e_used_twice',
  unused: 'e_unused',
  division_by_zero: 'e_division_by_zero',
  overflow: 'e_overflow',
  not_twenty_four: 'e_not_twenty_four',
};

export function rules24() {
  return RULES[getLang()];
}

/** A checker error ({kind, at?, …}) in words, with its position if any. */
export function errorText(error) {
  const msg = t(own(ERRORS, error.kind) ?? error.kind, error);
  return error.at === undefined ? msg : msg + t('at_pos', { n: error.at + 1 });
}

/** A card's name in the page's language: 红桃2, or the engine's "two of hearts". */
export function cardName(card) {
  if (getLang() !== 'zh') return card.spoken;
  const suit = own({ '♠': 'suit_s', '♥': 'suit_h', '♦': 'suit_d', '♣': 'suit_c' }, card.suit);
  return `${suit ? t(suit) : ''}${card.rank}`;
}

/** Milliseconds as m:ss. */
export function clock(ms) {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
