//! [`OnlineMatch`]: the record both devices keep of one online match, as a
//! pure state machine. Each side applies every message — its own and the
//! other's — through [`OnlineMatch::apply`], so two honest sides hold equal
//! records after every message, and a verifier replaying a transcript
//! holds the same record again.

use super::chain::{
    draw_index, follows, rematch_start, transcript_next, transcript_start, undrawn, Digest,
    CHAIN_LENGTH,
};
use super::message::{Body, Due, Message, MessageError, Move, VERSION};
use crate::cards::{clean_name, Card, Deck, Seat};
use crate::duel::{Action, Duel, FirstRule, Phase};

/// Cards being drawn: for the action that needs them (none for the first
/// deal), the seats still to receive one, in order, and the random value
/// the next receiver has sent.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Pending {
    action: Option<Action>,
    receivers: Vec<Seat>,
    rand: Option<Digest>,
}

/// One online match: the hellos, the chains' state, the cards drawn, the
/// duel they make, and the transcript with its running hash.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineMatch {
    names: [String; 2],
    first: FirstRule,
    /// The link each side revealed last (its commitment at first).
    last_link: [Option<Digest>; 2],
    links_used: [usize; 2],
    drawn: Vec<Card>,
    duel: Option<Duel>,
    pending: Option<Pending>,
    texts: Vec<String>,
    /// `hashes[n]` is the transcript hash before message `n`; the last is now.
    hashes: Vec<Digest>,
}

impl Default for OnlineMatch {
    fn default() -> OnlineMatch {
        OnlineMatch::new()
    }
}

/// What an accepted message did, for the page to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applied {
    /// A hello; the match starts after the second.
    Hello(Seat),
    /// A move was played (a take or a deal waits for its cards).
    Moved(Seat, Move),
    /// A random value for the card being drawn.
    Rand(Seat),
    /// A link revealed: this card was drawn for this seat.
    Drew(Seat, Card),
}

impl OnlineMatch {
    /// A match before any message.
    pub fn new() -> OnlineMatch {
        OnlineMatch {
            names: [String::new(), String::new()],
            first: FirstRule::default(),
            last_link: [None, None],
            links_used: [0, 0],
            drawn: Vec::new(),
            duel: None,
            pending: None,
            texts: Vec::new(),
            hashes: vec![transcript_start()],
        }
    }

    /// A rematch of the finished match whose last transcript hash is
    /// `after`, before any message: its record starts from
    /// [`rematch_start`], and its deck is drawn as the first match's was,
    /// from the two new hellos' commitments.
    pub fn after(after: &Digest) -> OnlineMatch {
        OnlineMatch {
            hashes: vec![rematch_start(after)],
            ..OnlineMatch::new()
        }
    }

    /// What must come next, and from whom.
    pub fn due(&self) -> Due {
        match self.texts.len() {
            0 => return Due::Hello(Seat::P1),
            1 => return Due::Hello(Seat::P2),
            _ => {}
        }
        if let Some(p) = &self.pending {
            let receiver = p.receivers[0];
            return match p.rand {
                None => Due::Rand(receiver),
                Some(_) => Due::Link(receiver.other()),
            };
        }
        let Some(duel) = &self.duel else {
            return Due::Nothing;
        };
        match duel.phase() {
            Phase::Drawing => duel.to_move().map_or(Due::Nothing, Due::Move),
            Phase::RoundOver => Due::Move(self.first.first_of_round(duel.round_number())),
            Phase::MatchOver => Due::Nothing,
        }
    }

    /// The duel as dealt so far (`None` before the first deal completes).
    pub fn duel(&self) -> Option<&Duel> {
        self.duel.as_ref()
    }

    /// The names from the hellos, by seat (empty until said).
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// The host's first-player rule.
    pub fn first_rule(&self) -> FirstRule {
        self.first
    }

    /// Every card drawn, in the order drawn: the deck as dealt.
    pub fn drawn(&self) -> &[Card] {
        &self.drawn
    }

    /// The transcript: every message's canonical text, in order.
    pub fn texts(&self) -> &[String] {
        &self.texts
    }

    /// The running transcript hash now.
    pub fn hash(&self) -> Digest {
        *self.hashes.last().expect("the start hash is always there")
    }

    /// The transcript hash before message `n` (`n` up to the message count).
    pub fn hash_at(&self, n: usize) -> Option<Digest> {
        self.hashes.get(n).copied()
    }

    /// How many links `seat` has revealed.
    pub fn links_used(&self, seat: Seat) -> usize {
        self.links_used[seat.index()]
    }

    /// Whether the match is over (its last round decided).
    pub fn is_over(&self) -> bool {
        self.duel
            .as_ref()
            .is_some_and(|d| d.phase() == Phase::MatchOver)
    }

    /// Applies one message sent by `from`.
    ///
    /// # Errors
    /// Text that is not a message, another version, the wrong sequence number
    /// or transcript hash, a message out of turn, a bad name or rule, an
    /// illegal move, a link that does not follow: the match is unchanged.
    pub fn apply(&mut self, from: Seat, text: &str) -> Result<Applied, MessageError> {
        let message = Message::read(text)?;
        let mut next = self.clone();
        let applied = next.step(from, message)?;
        *self = next;
        Ok(applied)
    }

    /// Applies a message from whoever it is due from: a verifier's view,
    /// which knows no channel.
    ///
    /// # Errors
    /// As [`OnlineMatch::apply`], and any message after the match is over.
    pub fn apply_due(&mut self, text: &str) -> Result<Applied, MessageError> {
        match self.due().seat() {
            Some(seat) => self.apply(seat, text),
            None => Err(MessageError::Finished),
        }
    }

    fn step(&mut self, from: Seat, m: Message) -> Result<Applied, MessageError> {
        if m.v != VERSION {
            return Err(MessageError::Version(m.v));
        }
        let expected = u32::try_from(self.texts.len()).unwrap_or(u32::MAX);
        if m.seq != expected {
            return Err(MessageError::Sequence {
                expected,
                got: m.seq,
            });
        }
        if m.prev != self.hash() {
            return Err(MessageError::Transcript { seq: m.seq });
        }
        let due = self.due();
        let kind = m.body.kind();
        let in_turn = match (due, &m.body) {
            (Due::Nothing, _) => return Err(MessageError::Finished),
            (Due::Hello(s), Body::Hello { .. })
            | (Due::Move(s), Body::Move { .. })
            | (Due::Rand(s), Body::Rand { .. })
            | (Due::Link(s), Body::Link { .. }) => s == from,
            _ => false,
        };
        if !in_turn {
            return Err(MessageError::OutOfTurn { due, from, kind });
        }
        let text = m.text();
        let applied = match m.body {
            Body::Hello {
                name,
                commit,
                first,
            } => self.hello(from, &name, commit, first)?,
            Body::Move { action } => self.play(from, action)?,
            Body::Rand { value } => {
                let p = self
                    .pending
                    .as_mut()
                    .expect("a rand is due only while drawing");
                p.rand = Some(value);
                Applied::Rand(from)
            }
            Body::Link { value } => self.link(from, value)?,
        };
        let hash = transcript_next(&self.hash(), &text);
        self.texts.push(text);
        self.hashes.push(hash);
        Ok(applied)
    }

    fn hello(
        &mut self,
        seat: Seat,
        name: &str,
        commit: Digest,
        first: Option<FirstRule>,
    ) -> Result<Applied, MessageError> {
        let name = clean_name(name).map_err(MessageError::Name)?;
        match (seat, first) {
            (Seat::P1, Some(rule)) => self.first = rule,
            (Seat::P2, None) => {}
            _ => return Err(MessageError::Rule),
        }
        self.names[seat.index()] = name.to_string();
        self.last_link[seat.index()] = Some(commit);
        if seat == Seat::P2 {
            self.pending = Some(self.deal(None));
        }
        Ok(Applied::Hello(seat))
    }

    /// The four cards of a deal: SPEC §2 "Deal: 2 cards each, alternately,
    /// first player first", in the order [`Duel`] deals them.
    fn deal(&self, action: Option<Action>) -> Pending {
        let n = self.duel.as_ref().map_or(0, Duel::round_number);
        let first = self.first.first_of_round(n);
        Pending {
            action,
            receivers: vec![first, first.other(), first, first.other()],
            rand: None,
        }
    }

    fn play(&mut self, seat: Seat, mv: Move) -> Result<Applied, MessageError> {
        let duel = self.duel.as_mut().expect("a move is due only once dealt");
        let action = match mv {
            Move::Take => Action::Take(seat),
            Move::Stand => Action::Stand(seat),
            Move::Next => Action::NextRound,
        };
        if !duel.legal_actions().contains(&action) {
            // The rules' own refusal, on a copy: the match is not touched.
            let err = duel
                .clone()
                .play(action)
                .expect_err("not listed, so refused");
            return Err(MessageError::Illegal(err));
        }
        match action {
            Action::Stand(_) => {
                duel.play(action).map_err(MessageError::Illegal)?;
            }
            Action::Take(_) => {
                self.pending = Some(Pending {
                    action: Some(action),
                    receivers: vec![seat],
                    rand: None,
                });
            }
            Action::NextRound => self.pending = Some(self.deal(Some(action))),
        }
        Ok(Applied::Moved(seat, mv))
    }

    fn link(&mut self, seat: Seat, value: Digest) -> Result<Applied, MessageError> {
        let i = seat.index();
        if self.links_used[i] >= CHAIN_LENGTH {
            return Err(MessageError::ChainSpent(seat));
        }
        let previous = self.last_link[i].expect("a link is due only after both hellos");
        if !follows(&value, &previous) {
            return Err(MessageError::BadLink { seat });
        }
        let mut p = self
            .pending
            .take()
            .expect("a link is due only while drawing");
        let rand = p.rand.expect("a link is due only after the rand");
        let receiver = p.receivers.remove(0);
        let rest = undrawn(&self.drawn);
        let card = rest[draw_index(&value, &rand, self.drawn.len(), rest.len())];
        self.drawn.push(card);
        self.last_link[i] = Some(value);
        self.links_used[i] += 1;
        if p.receivers.is_empty() {
            self.complete(p.action)?;
        } else {
            p.rand = None;
            self.pending = Some(p);
        }
        Ok(Applied::Drew(receiver, card))
    }

    /// The cards of a take or a deal are all drawn: the duel is made again
    /// on a deck whose top is every card drawn so far, in order, and the
    /// action is played on it.
    fn complete(&mut self, action: Option<Action>) -> Result<(), MessageError> {
        let deck = Deck::stacked(&self.drawn).expect("drawn cards are distinct");
        let mut duel = Duel::with_deck(deck, self.first);
        let log = self
            .duel
            .as_ref()
            .map(|d| d.log().to_vec())
            .unwrap_or_default();
        for a in log.into_iter().chain(action) {
            duel.play(a).map_err(MessageError::Illegal)?;
        }
        self.duel = Some(duel);
        Ok(())
    }
}

/// Replays a transcript, one message per line, as anyone can: every
/// commitment, link and draw is checked. A rematch's transcript starts with
/// its offer (`{"after":…}`, the match before's last transcript hash), the
/// messages numbered from the line after it.
///
/// # Errors
/// The 0-based number of the first message refused, and why; or
/// [`MessageError::Unfinished`] (numbered after the last message) when the
/// transcript ends before the match does.
pub fn verify<'a>(
    lines: impl IntoIterator<Item = &'a str>,
) -> Result<OnlineMatch, (usize, MessageError)> {
    let mut lines = lines.into_iter().peekable();
    let after = lines.peek().and_then(|first| {
        crate::cards::input::read::<super::message::RematchOffer>(first, "field").ok()
    });
    let mut table = match after {
        Some(offer) => {
            lines.next();
            OnlineMatch::after(&offer.after)
        }
        None => OnlineMatch::new(),
    };
    for (n, line) in lines.enumerate() {
        table.apply_due(line).map_err(|e| (n, e))?;
    }
    if !table.is_over() {
        let n = table.texts().len();
        return Err((n, MessageError::Unfinished { messages: n }));
    }
    Ok(table)
}
