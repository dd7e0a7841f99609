//! [`Peer`]: one device's side of an online match — its seat, its chain's
//! secret, and the shared record. Its own messages are made here and
//! applied to the record through the same check as the other side's, so
//! what it sends is exactly what the other side will accept.
//!
//! Randomness is injected: the chain's secret when the peer is made, and
//! each draw's random value when it is sent. The page passes values from
//! the platform's secure source; tests and `duel21 online simulate` pass
//! seeded ones.

use crate::cards::Damage;
use serde::{Deserialize, Serialize};

use super::chain::{Chain, Digest};
use super::message::{Body, Due, Message, MessageError, Move, RematchOffer, VERSION};
use super::protocol::{Applied, OnlineMatch};
use crate::cards::Seat;
use crate::duel::{Duel, FirstRule, Outcome, Tally};

/// The longest save read, in bytes: a match has at most about 300 messages.
pub const MAX_PEER_SAVE_BYTES: usize = 300 * super::message::MAX_MESSAGE_BYTES;

/// How long the other device may owe a message that needs no person (a
/// random value, a chain link) while connected before this side may claim
/// the match: an honest page sends one within a second.
pub const CLAIM_SILENT_MS: u64 = 30_000;

/// How long a lost connection may stay lost before this side may claim the
/// match, whatever is due.
pub const CLAIM_LOST_MS: u64 = 120_000;

/// One side of an online match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Peer {
    seat: Seat,
    secret: Digest,
    chain: Chain,
    name: String,
    first: Option<FirstRule>,
    table: OnlineMatch,
    /// The seat that claimed the match (it ended there, won by that seat).
    claimed: Option<Seat>,
    /// For a rematch, the last transcript hash of the match it follows.
    after: Option<Digest>,
}

/// A peer as its device saves it after every message (the secret stays on
/// the device: it is never sent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeerSave {
    pub v: u32,
    pub seat: Seat,
    pub secret: Digest,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<FirstRule>,
    pub messages: Vec<String>,
    /// The seat that claimed the match, when it ended so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claimed: Option<Seat>,
    /// For a rematch, the last transcript hash of the match it follows.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<Digest>,
}

/// Where two records of one match stand, sent when a connection opens:
/// the message count and the transcript hash after them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SyncPoint {
    pub count: u32,
    pub hash: Digest,
}

impl Peer {
    /// The host (player 1), who names the first-player rule.
    pub fn host(secret: Digest, name: &str, first: FirstRule) -> Peer {
        Peer::new(Seat::P1, secret, name, Some(first))
    }

    /// The guest (player 2).
    pub fn guest(secret: Digest, name: &str) -> Peer {
        Peer::new(Seat::P2, secret, name, None)
    }

    fn new(seat: Seat, secret: Digest, name: &str, first: Option<FirstRule>) -> Peer {
        Peer {
            seat,
            secret,
            chain: Chain::new(secret),
            name: name.to_string(),
            first,
            table: OnlineMatch::new(),
            claimed: None,
            after: None,
        }
    }

    /// This side's finished match, as a rematch offer names it.
    ///
    /// # Errors
    /// [`MessageError::RematchNotOver`] before the match is over,
    /// [`MessageError::RematchClaimed`] for a claimed one.
    fn rematch_point(&self) -> Result<Digest, MessageError> {
        if self.claimed.is_some() {
            return Err(MessageError::RematchClaimed);
        }
        if !self.table.is_over() {
            return Err(MessageError::RematchNotOver);
        }
        Ok(self.table.hash())
    }

    /// This side's rematch offer (text to send), once its match is over.
    ///
    /// # Errors
    /// As [`Peer::rematch`].
    pub fn rematch_offer(&self) -> Result<String, MessageError> {
        let after = self.rematch_point()?;
        Ok(serde_json::to_string(&RematchOffer { after }).expect("an offer always serializes"))
    }

    /// Checks the other device's rematch offer (untrusted text): it must
    /// name this side's finished match. Nothing changes either way.
    ///
    /// # Errors
    /// Text over 200 bytes or not an offer; [`MessageError::RematchNotOver`] or
    /// [`MessageError::RematchClaimed`] as for [`Peer::rematch`];
    /// [`MessageError::RematchOther`] for an offer of another match (an older
    /// offer replayed, or a forged one).
    pub fn check_rematch(&self, text: &str) -> Result<(), MessageError> {
        if text.len() > 200 {
            return Err(MessageError::TooLong(text.len()));
        }
        let offer: RematchOffer =
            crate::cards::input::read(text, "field").map_err(MessageError::Malformed)?;
        if offer.after != self.rematch_point()? {
            return Err(MessageError::RematchOther);
        }
        Ok(())
    }

    /// The rematch of this side's finished match: the same seats, names and
    /// first-player rule, a fresh chain from `secret`, and a record that
    /// follows the finished one ([`OnlineMatch::after`]). Its deck is drawn
    /// as the first match's was: from the two new hellos' commitments.
    ///
    /// # Errors
    /// [`MessageError::RematchNotOver`] before the match is over,
    /// [`MessageError::RematchClaimed`] for a claimed one.
    pub fn rematch(&self, secret: Digest) -> Result<Peer, MessageError> {
        let after = self.rematch_point()?;
        let mut peer = Peer::new(self.seat, secret, &self.name, self.first);
        peer.table = OnlineMatch::after(&after);
        peer.after = Some(after);
        Ok(peer)
    }

    /// For a rematch, the last transcript hash of the match it follows.
    pub fn after(&self) -> Option<Digest> {
        self.after
    }

    /// This side's seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The shared record.
    pub fn table(&self) -> &OnlineMatch {
        &self.table
    }

    /// What this side owes now, if anything (`None`: waiting for the other
    /// side, or the match is over).
    pub fn owes(&self) -> Option<Due> {
        if self.claimed.is_some() {
            return None;
        }
        let due = self.table.due();
        (due.seat() == Some(self.seat)).then_some(due)
    }

    /// The seat that claimed the match, if it ended by a claim.
    pub fn claimed(&self) -> Option<Seat> {
        self.claimed
    }

    /// Who won the match, once it is over. A match this side claimed is won
    /// by this side, whatever its rounds say (SPEC §6, "Playing a friend on
    /// another device": a device that stops answering has left the match;
    /// this engine checked the wait itself, see [`Peer::claim`]). A claim the
    /// other device says it made names no winner here: it is only that
    /// device's word (this one may have been answering all along), so the
    /// match ends with `None`. Otherwise the rounds decide (SPEC §2, Score:
    /// "the match winner has more round wins when the deck is done"). The
    /// page shows this and works out no winner itself.
    pub fn winner(&self) -> Option<Outcome> {
        match self.claimed {
            Some(by) if by == self.seat => Some(Outcome::Win(by)),
            Some(_) => None,
            None => self.table.duel().and_then(Duel::winner),
        }
    }

    /// The match's score once the table is dealt: its rounds as played, or,
    /// claimed, with the round in play to the claimant and none between
    /// rounds ([`Duel::tally_with_claim`]). The page shows this, on the
    /// table's scoreboard and on the summary, and counts nothing itself.
    pub fn score(&self) -> Option<Tally> {
        self.table.duel().map(|d| d.tally_with_claim(self.claimed))
    }

    /// Whether the match has ended: its last round decided, or claimed.
    pub fn is_over(&self) -> bool {
        self.claimed.is_some() || self.table.is_over()
    }

    /// How long the other device's silence must last before this side may
    /// claim the match (`None`: no claim can be made now). While connected
    /// only a message that needs no person counts — a random value or a
    /// chain link the other device owes — for a person may think as long as
    /// they like; with the connection lost, any wait once the table is
    /// dealt. Refusing to answer is leaving the match (SPEC §6).
    pub fn claim_wait(&self, connected: bool) -> Option<u64> {
        if self.is_over() || self.table.duel().is_none() {
            return None;
        }
        if !connected {
            return Some(CLAIM_LOST_MS);
        }
        match self.table.due() {
            Due::Rand(s) | Due::Link(s) if s == self.seat.other() => Some(CLAIM_SILENT_MS),
            _ => None,
        }
    }

    /// Claims the match after the other device was silent for `waited_ms`:
    /// it ends here, won by this side, and accepts no more messages.
    ///
    /// # Errors
    /// [`MessageError::NothingOwed`] when no claim can be made now (see
    /// [`Peer::claim_wait`]), [`MessageError::TooSoon`] before the wait is over.
    pub fn claim(&mut self, waited_ms: u64, connected: bool) -> Result<(), MessageError> {
        let needed_ms = self
            .claim_wait(connected)
            .ok_or(MessageError::NothingOwed)?;
        if waited_ms < needed_ms {
            return Err(MessageError::TooSoon {
                waited_ms,
                needed_ms,
            });
        }
        self.claimed = Some(self.seat);
        Ok(())
    }

    /// The other device says it claimed the match: it ends here too (it
    /// could only go on with the other device), claimed by that seat. It is
    /// the other device's word: it names no winner here ([`Peer::winner`])
    /// and the page does not count it in this device's statistics. Nothing
    /// changes once the match is over.
    pub fn friend_claimed(&mut self) {
        if !self.is_over() && self.table.duel().is_some() {
            self.claimed = Some(self.seat.other());
        }
    }

    fn send(&mut self, body: Body) -> Result<String, MessageError> {
        if let Some(by) = self.claimed {
            return Err(MessageError::Claimed(by));
        }
        let text = Message {
            v: VERSION,
            seq: u32::try_from(self.table.texts().len()).unwrap_or(u32::MAX),
            prev: self.table.hash(),
            body,
        }
        .text();
        self.table.apply(self.seat, &text)?;
        Ok(text)
    }

    /// This side's hello.
    ///
    /// # Errors
    /// It is not this side's hello now, or the name is not a name.
    pub fn hello(&mut self) -> Result<String, MessageError> {
        self.send(Body::Hello {
            name: self.name.clone(),
            commit: self.chain.commitment(),
            first: self.first,
        })
    }

    /// A move of this side.
    ///
    /// # Errors
    /// Not this side's move now, or not a legal one.
    pub fn play(&mut self, action: Move) -> Result<String, MessageError> {
        self.send(Body::Move { action })
    }

    /// The random value for the card this side is about to receive.
    ///
    /// # Errors
    /// No card is being drawn for this side now.
    pub fn rand(&mut self, value: Digest) -> Result<String, MessageError> {
        self.send(Body::Rand { value })
    }

    /// This side's next chain link, for the card the other side receives.
    ///
    /// # Errors
    /// No link is due from this side now, or the chain is spent.
    pub fn link(&mut self) -> Result<String, MessageError> {
        let n = self.table.links_used(self.seat);
        let value = self
            .chain
            .link(n)
            .ok_or(MessageError::ChainSpent(self.seat))?;
        self.send(Body::Link { value })
    }

    /// A message from the other side.
    ///
    /// # Errors
    /// Anything [`OnlineMatch::apply`] refuses; nothing changes.
    pub fn receive(&mut self, text: &str) -> Result<Applied, MessageError> {
        if let Some(by) = self.claimed {
            return Err(MessageError::Claimed(by));
        }
        self.table.apply(self.seat.other(), text)
    }

    /// Where this record stands, for the other side on reconnection.
    pub fn sync_point(&self) -> SyncPoint {
        SyncPoint {
            count: u32::try_from(self.table.texts().len()).unwrap_or(u32::MAX),
            hash: self.table.hash(),
        }
    }

    /// A sync point from the other device's text.
    ///
    /// # Errors
    /// Text longer than 200 bytes or not a sync point.
    pub fn read_sync(text: &str) -> Result<SyncPoint, MessageError> {
        if text.len() > 200 {
            return Err(MessageError::TooLong(text.len()));
        }
        crate::cards::input::read(text, "field").map_err(MessageError::Malformed)
    }

    /// What the other side lacks, given where it stands: the messages after
    /// its count, which it then receives in order.
    ///
    /// # Errors
    /// [`MessageError::Fork`] when the two records differ at the shorter one's
    /// end, and [`MessageError::Behind`] when they hold more and the next
    /// message is ours (our record lost it): the match cannot be resumed.
    pub fn missing_for(&self, theirs: SyncPoint) -> Result<Vec<String>, MessageError> {
        let texts = self.table.texts();
        let n = theirs.count as usize;
        if n > texts.len() && self.owes().is_some() {
            // They hold a message of ours that our record does not.
            return Err(MessageError::Behind {
                ours: u32::try_from(texts.len()).unwrap_or(u32::MAX),
                theirs: theirs.count,
            });
        }
        if n >= texts.len() {
            // They hold as much or more: compare what both hold.
            return match self.table.hash_at(n) {
                Some(h) if h != theirs.hash => Err(MessageError::Fork { seq: theirs.count }),
                _ => Ok(Vec::new()),
            };
        }
        if self.table.hash_at(n) != Some(theirs.hash) {
            return Err(MessageError::Fork { seq: theirs.count });
        }
        Ok(texts[n..].to_vec())
    }

    /// The save text.
    pub fn to_save(&self) -> PeerSave {
        PeerSave {
            v: VERSION,
            seat: self.seat,
            secret: self.secret,
            name: self.name.clone(),
            first: self.first,
            messages: self.table.texts().to_vec(),
            claimed: self.claimed,
            after: self.after,
        }
    }

    /// A peer from its save: every message is replayed and checked again,
    /// and this side's messages must be those of its own secret.
    ///
    /// # Errors
    /// Another version, or a message refused (the 0-based number and why).
    pub fn from_save(save: PeerSave) -> Result<Peer, (usize, MessageError)> {
        if save.v != VERSION {
            return Err((0, MessageError::Version(save.v)));
        }
        let mut peer = Peer::new(save.seat, save.secret, &save.name, save.first);
        if let Some(after) = save.after {
            peer.table = OnlineMatch::after(&after);
            peer.after = Some(after);
        }
        for (n, text) in save.messages.iter().enumerate() {
            let due = peer.table.due().seat().ok_or((n, MessageError::Finished))?;
            peer.table.apply(due, text).map_err(|e| (n, e))?;
            if due == peer.seat && peer.table.texts()[n] != *text {
                return Err((n, MessageError::Transcript { seq: n as u32 }));
            }
        }
        // Our own hello must carry our own commitment, or our links would fail.
        if let Some(own) = peer.own_hello() {
            if own != peer.chain.commitment() {
                return Err((peer.seat.index(), MessageError::BadLink { seat: peer.seat }));
            }
        }
        // A claim ends a dealt match that its rounds had not ended.
        if let Some(by) = save.claimed {
            if peer.table.is_over() || peer.table.duel().is_none() {
                return Err((save.messages.len(), MessageError::Claimed(by)));
            }
            peer.claimed = Some(by);
        }
        Ok(peer)
    }

    fn own_hello(&self) -> Option<Digest> {
        let text = self.table.texts().get(self.seat.index())?;
        match Message::read(text).ok()?.body {
            Body::Hello { commit, .. } => Some(commit),
            _ => None,
        }
    }

    /// The save as JSON text.
    pub fn save_json(&self) -> String {
        serde_json::to_string(&self.to_save()).expect("a save always serializes")
    }

    /// A peer from save text (untrusted: storage).
    ///
    /// # Errors
    /// Text too long or not a save, or a save [`Peer::from_save`] refuses.
    pub fn load_json(text: &str) -> Result<Peer, crate::cards::Refusal> {
        use crate::cards::Refusal as R;
        if text.len() > MAX_PEER_SAVE_BYTES {
            return Err(Damage::OnlineSaveTooLong {
                length: text.len(),
                limit: MAX_PEER_SAVE_BYTES,
            }
            .into());
        }
        let save: PeerSave = crate::cards::input::read(text, "field")
            .map_err(|e| e.within(|detail| R::OnlineSaveUnreadable { detail }))?;
        Peer::from_save(save).map_err(|(n, e)| {
            R::from(e).within(|because| Damage::OnlineSaveDamagedAt { n, because })
        })
    }
}
