// Minimal pipeline check: load the engine, deal, take and stand.
import init, { Game } from './pkg/duel21.js';

const $ = (id) => document.getElementById(id);

function render(s) {
  const table = $('table');
  table.replaceChildren();
  for (const seat of s.seats) {
    const p = document.createElement('p');
    p.className = 'seat';
    p.dataset.seat = seat.seat;
    p.textContent = `${seat.seat.toUpperCase()}: ${seat.cards.map((c) => c.text).join(' ')} = ${seat.total}`;
    table.append(p);
  }
  $('status').textContent = `Round ${s.round} · ${s.cards_left} cards left · ${s.phase}`;
  $('take').disabled = !s.legal.some((a) => a.endsWith('take'));
  $('stand').disabled = !s.legal.some((a) => a.endsWith('stand'));
}

await init();
const seed = new URLSearchParams(location.search).get('seed') ?? undefined;
const game = new Game(seed);
window.duel = game;
render(game.state());
$('take').addEventListener('click', () => render(game.take_card()));
$('stand').addEventListener('click', () => render(game.stand()));
