// The words of the match-win chance (the coach's match numbers, the review's
// match graph and its turning point), in Chinese and English; i18n.js adds
// them to its tables.
export const MATCH_STRINGS = {
  zh: {
    match_equity: '整场比赛：双方都下最优时的胜率（胜 + ½ 平）',
    r_match_equity: '要牌整场胜率 {take}%，停牌整场胜率 {stand}% → {choice}',
    mgraph_title: '整场胜率',
    mgraph_note: '每次决定前和每回合结束时双方赢下整场的机会（胜 + ½ 平）。点一下，回放就跳到那一步。',
    mgraph_point: '第 {round} 回合，{who}：{name} {p}%',
    mgraph_point_end: '第 {round} 回合结束：{name} {p}%',
    mgraph_end: '第 {round} 回合结束',
    mgraph_moment: '第 {round} 回合，{who}',
    mgraph_decision: '{name}{choice}',
    mgraph_decision_you: '你{choice}',
    h_round: '回合',
    h_moment: '时刻',
    turning_point: '转折点：{moment}（{name} 的整场胜率 {from}% → {to}%）。',
    turning_point_you: '转折点：{moment}（你的整场胜率 {from}% → {to}%）。',
  },
  en: {
    match_equity: 'The whole match: the win chance if both play their best (win + ½ draw)',
    r_match_equity: 'match-win chance {take}% with take, {stand}% with stand → {choice}',
    mgraph_title: 'Match-win chance',
    mgraph_note: 'Each side\u2019s chance of winning the match (win + ½ draw) before every decision and at every round\u2019s end. A point jumps the replay to it.',
    mgraph_point: 'Round {round}, {who}: {name} {p}%',
    mgraph_point_end: 'End of round {round}: {name} {p}%',
    mgraph_end: 'end of round {round}',
    mgraph_moment: 'round {round}, {who}',
    mgraph_decision: '{name}\u2019s {choice}',
    mgraph_decision_you: 'your {choice}',
    h_round: 'Round',
    h_moment: 'Moment',
    turning_point: 'Turning point: {moment} ({name}\u2019s match-win chance {from}% → {to}%).',
    turning_point_you: 'Turning point: {moment} (your match-win chance {from}% → {to}%).',
  },
};
