// Where the focus and the scrolling go around a drill, as the Practice
// screen and the review's "Learn from your mistakes" draw it (practice/view.js,
// drillTree): a new position's label takes the focus with the question and
// both answers in view, and the verdict's Next keeps the focus through the
// rest of a double click on the answer.

/** Puts the focus on the question's label in `root` (a new position), the question in view. */
export function focusQuestion(root) {
  root.querySelector('.drill-label')?.focus({ preventScroll: true });
  showQuestion(root);
}

/**
 * Scrolls as little as it takes for the question in `root` to be in view
 * with both answers: the answers up to the window's bottom edge, but never
 * the question's label above its top (the drill fits 360×640 and up).
 */
export function showQuestion(root) {
  const label = root.querySelector('.drill-label');
  const answers = root.querySelector('.drill-answer');
  if (!label || !answers) return;
  answers.scrollIntoView({ block: 'nearest', behavior: 'instant' });
  if (label.getBoundingClientRect().top < 0) label.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * Puts the focus on `go`, the verdict's Next, and keeps it there through
 * the rest of a double click on the answer.
 */
export function keepFocus(go) {
  go.focus();
  // The rest of a double click on the answer (its second press lands on no
  // control that takes the focus, or, the page scrolled to Next, on another
  // one such as the share box) would leave the focus off Next: it comes
  // back. A key that moves the focus (Tab) is the player's and is kept.
  const until = performance.now() + 800;
  let pressed = false;
  const press = () => { pressed = true; };
  document.addEventListener('pointerdown', press, true);
  setTimeout(() => document.removeEventListener('pointerdown', press, true), 800);
  go.addEventListener('focusout', (e) => {
    if ((e.relatedTarget && !pressed) || performance.now() > until) return;
    setTimeout(() => {
      if (go.isConnected && (pressed || document.activeElement === document.body)) go.focus({ preventScroll: true });
    });
  });
}
