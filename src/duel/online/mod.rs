//! # Online: a match between two devices with no server
//!
//! The two devices exchange short JSON messages over a WebRTC data channel
//! (the page's part); this module is everything else, pure and tested
//! natively: the messages and their reader ([`message`]), the fair deck's
//! arithmetic ([`chain`]), the shared record as a state machine
//! ([`protocol`]) and one device's side of it ([`peer`]). (Two honest Auto
//! peers played against each other, the tests' oracle, are with the tests:
//! `tests/support/simulate.rs`.)
//!
//! ## The fair deck (SPEC §6)
//!
//! In 21点 every card is face up; only the deck's order is hidden, and
//! whoever knows the next card decides the round. So no deck is shuffled in
//! advance: each card is drawn when it is needed, by a coin flip of both
//! sides.
//!
//! - At the start each side picks a secret `x₀` and sends only the head of
//!   its hash chain, `c = x₅₂ = H⁵²(x₀)` (H is SHA-256).
//! - For each card, the side receiving it sends a fresh random value `r`;
//!   the other side answers with its next chain link `ℓ` (`x₅₁`, then
//!   `x₅₀`, …), which both check by `H(ℓ) = ` the link before it (at first
//!   `c`). The card is `remaining[H("duel21 draw" ‖ ℓ ‖ r ‖ i) mod n]`, `i`
//!   the draw's number and `remaining` the `n` undrawn cards in a fixed order.
//!
//! Why it is fair. The receiver chooses `r` before seeing `ℓ`, and `ℓ` is
//! the preimage of a value it holds: knowing it would mean inverting
//! SHA-256, so to the receiver `ℓ` is unknown and the card uniform whatever
//! `r` it picks. The other side knows `ℓ` but committed to it before `r`
//! existed, and a different link would not hash onto the previous one: it
//! cannot change the card either. Neither side can learn a future card,
//! which needs the other side's future `r` or link. What is left to a
//! cheater is to stop answering once it has seen a card it dislikes; that
//! is leaving the match, and the other side may claim it after a wait
//! ([`Peer::claim`]: 30 s while a message that needs no person is owed, or
//! two minutes with the connection lost; a person's move is never claimed
//! while connected, for a person may think). One commitment per side at the start and two short messages per
//! card is the least exchange with these properties: a single committed
//! seed would have to be revealed whole, exposing every later card, and a
//! fresh commitment per card would need a third message per card.
//!
//! ## The protocol
//!
//! Every message carries the protocol version, its sequence number and the
//! running transcript hash before it (`Tₙ₊₁ = H(Tₙ ‖ text)`), so a replayed,
//! reordered or altered message is refused, and a finished match is a
//! transcript anyone can check again with `duel21 online verify`. Both
//! sides apply every message, their own included, through
//! [`OnlineMatch::apply`], which refuses with a reason and changes nothing.
//! The host is player 1 and names the first-player rule; the guest is
//! player 2. A round's next deal is asked for by its first player.

pub mod chain;
pub mod message;
pub mod peer;
pub mod protocol;

pub use chain::Digest;
pub use message::{Body, Due, Message, MessageError, Move, MAX_MESSAGE_BYTES, VERSION};
pub use peer::{Peer, PeerSave, SyncPoint};
pub use protocol::{verify, Applied, OnlineMatch};
