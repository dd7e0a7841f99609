// The cards typed or pasted into the any-four-numbers panel's boxes, split
// into one text per card before the engine reads them (Game24.solve, the one
// reader of card values): a player may type `3388`, `3 3 8 8` or `K,Q,3,3`
// into the first box and see one card in each.

// A card's text as the panel takes it: 1–13, or A, J, Q, K in either case
// (whether it is a card at all is the engine's to say).
const WHOLE = /^(1[0-3]|[1-9]|[ajqk])$/i;

/**
 * `text` split into cards: spaces and commas separate; inside a run, A, J,
 * Q and K are a card each, a number with a decimal point one piece, a 1
 * followed by 0–3 is 10–13, any other digit a card, and anything else (up
 * to the next digit or letter card) one piece as typed, for the engine to
 * refuse. `open`: the text ends in a lone 1
 * that 0–3 may still follow (10–13), so the box keeps the focus.
 * @returns {{cards: string[], open: boolean}}
 */
export function splitCards(text) {
  const cards = [];
  for (const word of text.split(/[\s,，、]+/u)) {
    let i = 0;
    while (i < word.length) {
      const c = word[i];
      // A decimal (`1.5`) is one piece as typed: it is no card, and the
      // engine says so of the box it is in.
      const decimal = /^[0-9]+\.[0-9]*/.exec(word.slice(i));
      if (decimal) {
        cards.push(decimal[0]);
        i += decimal[0].length;
      } else if (c === '1' && /[0-3]/.test(word[i + 1] ?? '')) {
        cards.push(word.slice(i, i + 2));
        i += 2;
      } else if (/[0-9ajqk]/i.test(c)) {
        cards.push(c);
        i += 1;
      } else {
        let j = i + 1;
        while (j < word.length && !/[0-9ajqk]/i.test(word[j])) j += 1;
        cards.push(word.slice(i, j));
        i = j;
      }
    }
  }
  const open = cards.at(-1) === '1' && /1$/.test(text);
  return { cards, open };
}

/** Whether `card` (one piece splitCards gave) is whole: a value 1–13 or a letter card. */
export const wholeCard = (card) => WHOLE.test(card);
