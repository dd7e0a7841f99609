// The words of what an import of a statistics file did, in Chinese and
// English; i18n.js adds them to its tables. The counts come from the
// statistics module (Stats21/Stats24.import_file), in games: stats.js picks
// the words. A key ending in `_one` is the singular of the key without it.
export const STATS_STRINGS = {
  zh: {
    stats_import_added: '文件已导入：新增 {list}。',
    stats_import_nothing: '文件已导入，但没有新的记录：{why}。',
    stats_import_empty: '文件已导入，但其中没有任何记录。',
    stats_import_skipped: '未计入的：{why}。',
    stats_import_unchanged: '现有统计没有改变。',
    stats_import_practice_removed: '练习卡最多保留 200 张：本机最久没有练过的 {n} 张已被移除。',
    stats_import_practice_removed_one: '练习卡最多保留 200 张：本机最久没有练过的 1 张已被移除。',
    stats_import_removed: '该文件的清零时间较晚：此前的 {n} 局不再计入。',
    stats_n21: '21点 {n} 场',
    stats_n24: '24点 {n} 局',
    stats_n_practice: '练习卡 {n} 张',
    stats_why_present: '{n} 局已在统计中',
    stats_why_reset: '{n} 局早于统计清零的时间',
    stats_why_conflict: '{n} 局与统计中同一编号的记录不同（保留了原记录）',
    stats_and: '，',
  },
  en: {
    stats_import_added: 'The file was imported: {list} added.',
    stats_import_nothing: 'The file was imported, but there was nothing new in it: {why}.',
    stats_import_empty: 'The file was imported, but it holds no games.',
    stats_import_skipped: 'Not added: {why}.',
    stats_import_unchanged: 'Your statistics are unchanged.',
    stats_import_practice_removed: 'Practice keeps at most 200 cards: {n} of this device’s, answered longest ago, were removed.',
    stats_import_practice_removed_one: 'Practice keeps at most 200 cards: 1 of this device’s, answered longest ago, was removed.',
    stats_import_removed: 'The file was reset later than these statistics: {n} games from before its reset no longer count.',
    stats_import_removed_one: 'The file was reset later than these statistics: 1 game from before its reset no longer counts.',
    stats_n21: '{n} matches of Twenty-One',
    stats_n21_one: '1 match of Twenty-One',
    stats_n24: '{n} deals of 24 points',
    stats_n24_one: '1 deal of 24 points',
    stats_n_practice: '{n} practice cards',
    stats_n_practice_one: '1 practice card',
    stats_why_present: '{n} games were already here',
    stats_why_present_one: '1 game was already here',
    stats_why_reset: '{n} games finished before the statistics were reset',
    stats_why_reset_one: '1 game finished before the statistics were reset',
    stats_why_conflict: '{n} games differ from the ones stored under their ids (the stored ones were kept)',
    stats_why_conflict_one: '1 game differs from the one stored under its id (the stored one was kept)',
    stats_and: ' and ',
  },
};

// Chinese has no plural: its singulars are the plural words with 1.
for (const k of Object.keys(STATS_STRINGS.en)) {
  if (k.endsWith('_one')) STATS_STRINGS.zh[k] ??= STATS_STRINGS.zh[k.slice(0, -4)].replace('{n}', '1');
}
