// 24点's table and its solver panel: one chunk of the production bundle,
// imported by main.js the first time a player needs 24点 (see shell.js).
export { initTable } from './play.js';
export { initSolve } from './solve.js';
