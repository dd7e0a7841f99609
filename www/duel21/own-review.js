// The review of an online match opened in the tab that played it (its
// summary's link): the players' names and how it ended, which a review
// link does not carry (duel::share: no names; a claim is no move).
import { ownReview } from '../storage.js';
import { t } from '../i18n.js';

/**
 * For the review of the link's `code`: {names(), ending()} when this tab
 * played that match (names as its table showed them; ending() says a
 * claimed match's claim, else null), else null.
 */
export function ownMatch(code) {
  const own = ownReview(code);
  if (!own) return null;
  const names = () => own.names.map((n, i) => n || t(i === 0 ? 'online_host_default' : 'online_guest_default'));
  return {
    names,
    // The rounds as played, as the link's review shows them (a link does not
    // carry the claim): the claim is said as where the match stopped.
    ending: () => (own.claimed ? t('online_review_claimed', { name: names()[own.claimed === 'p1' ? 0 : 1] }) : null),
  };
}
