//! The online protocol as a hostile caller meets it: 1,000 simulated
//! matches that agree and verify, every single-field tampering of every
//! message refused, cheating peers caught, saves and a reconnection that
//! resumes exactly.

use std::process::Command;

// The simulation of two honest peers: a test oracle, kept with the tests.
#[path = "support/simulate.rs"]
mod simulate;

use duel21::cards::Level;
use duel21::duel::online::{chain, verify, Digest, Due, Message, MessageError, Move, Peer};
use duel21::{FirstRule, Outcome, Seat};
use serde_json::Value;
use simulate::{honest_message, simulate, Randomness};

fn transcript(seed: u64) -> Vec<String> {
    let [host, _] = simulate(seed, Level::Classic, FirstRule::Alternate).unwrap();
    host.table().texts().to_vec()
}

#[test]
fn a_simulated_match_ends_with_both_sides_equal() {
    let [host, guest] = simulate(1, Level::Classic, FirstRule::Alternate).unwrap();
    assert!(host.table().is_over());
    assert_eq!(host.table(), guest.table());
    // Every card of a finished match was drawn through the exchange.
    let duel = host.table().duel().unwrap();
    assert_eq!(duel.deck().dealt(), host.table().drawn());
}

#[test]
fn the_seed_decides_the_cards_and_another_seed_others() {
    let a = simulate(5, Level::Easy, FirstRule::P1).unwrap();
    let b = simulate(5, Level::Easy, FirstRule::P1).unwrap();
    let c = simulate(6, Level::Easy, FirstRule::P1).unwrap();
    assert_eq!(a[0].table().texts(), b[0].table().texts());
    assert_ne!(a[0].table().drawn(), c[0].table().drawn());
}

#[test]
fn a_thousand_simulated_matches_agree_and_verify() {
    let mut messages = 0;
    for seed in 0..1000 {
        let first = if seed % 2 == 0 {
            FirstRule::Alternate
        } else {
            FirstRule::P1
        };
        let [host, guest] =
            simulate(seed, Level::Classic, first).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(host.table(), guest.table(), "seed {seed}");
        let texts = host.table().texts();
        let checked = verify(texts.iter().map(String::as_str))
            .unwrap_or_else(|(n, e)| panic!("seed {seed}: message {n}: {e}"));
        assert_eq!(
            checked,
            *host.table(),
            "seed {seed}: the verifier's record differs"
        );
        let duel = checked.duel().unwrap();
        assert!(duel.winner().is_some());
        assert_eq!(duel.deck().dealt(), checked.drawn());
        messages += texts.len();
    }
    assert!(messages > 100_000, "{messages} messages");
}

/// Every way of changing one field of a message, as (field, new message).
fn tamperings(text: &str) -> Vec<(String, String)> {
    let original: Value = serde_json::from_str(text).unwrap();
    let mut out = Vec::new();
    let mut push = |field: &str, v: Value| out.push((field.to_string(), v.to_string()));
    let flip_hex = |s: &str| {
        let mut chars: Vec<char> = s.chars().collect();
        chars[10] = if chars[10] == '0' { '1' } else { '0' };
        chars.into_iter().collect::<String>()
    };
    let mut m = original.clone();
    m["v"] = Value::from(2);
    push("v", m);
    let mut m = original.clone();
    m["seq"] = Value::from(m["seq"].as_u64().unwrap() + 1);
    push("seq", m);
    let mut m = original.clone();
    m["prev"] = Value::from(flip_hex(m["prev"].as_str().unwrap()));
    push("prev", m);
    let (kind, body) = original["body"].as_object().unwrap().iter().next().unwrap();
    for (field, value) in body.as_object().unwrap() {
        let new = match (kind.as_str(), field.as_str()) {
            ("hello", "name") => Value::from(format!("{}x", value.as_str().unwrap())),
            ("hello", "first") => Value::from(if value == "alternate" {
                "p1_always"
            } else {
                "alternate"
            }),
            ("move", "action") => Value::from(match value.as_str().unwrap() {
                "take" => "stand",
                "stand" => "next",
                _ => "take",
            }),
            _ => Value::from(flip_hex(value.as_str().unwrap())),
        };
        let mut m = original.clone();
        m["body"][kind][field] = new;
        push(&format!("{kind}.{field}"), m);
    }
    if kind == "hello" && body.get("first").is_none() {
        let mut m = original.clone();
        m["body"][kind]["first"] = Value::from("alternate");
        push("hello.first (added)", m);
    }
    out
}

#[test]
fn every_single_field_tampering_of_every_message_is_refused() {
    let texts = transcript(7);
    let mut kinds = std::collections::BTreeSet::new();
    let mut cases = 0;
    for n in 0..texts.len() {
        for (field, tampered) in tamperings(&texts[n]) {
            let mut lines: Vec<&str> = texts.iter().map(String::as_str).collect();
            lines[n] = &tampered;
            let (at, why) = verify(lines).err().unwrap_or_else(|| {
                panic!("message {n}: {field} changed and the transcript still verifies")
            });
            // Refused at the message itself, or at the next one, whose
            // transcript hash no longer matches.
            assert!(
                at == n || at == n + 1,
                "message {n}: {field}: refused only at {at}: {why}"
            );
            kinds.insert(field);
            cases += 1;
        }
    }
    for field in [
        "v",
        "seq",
        "prev",
        "hello.name",
        "hello.commit",
        "hello.first",
        "move.action",
        "rand.value",
        "link.value",
    ] {
        assert!(kinds.contains(field), "no message has {field}");
    }
    assert!(cases > 500, "{cases}");
}

#[test]
fn a_transcript_cut_short_or_extended_is_refused() {
    let texts = transcript(3);
    let short: Vec<&str> = texts[..texts.len() - 1]
        .iter()
        .map(String::as_str)
        .collect();
    assert!(matches!(
        verify(short),
        Err((_, MessageError::Unfinished { .. }))
    ));
    let mut long: Vec<&str> = texts.iter().map(String::as_str).collect();
    long.push(&texts[texts.len() - 1]);
    assert_eq!(
        verify(long).unwrap_err(),
        (texts.len(), MessageError::Finished)
    );
    let mut swapped: Vec<&str> = texts.iter().map(String::as_str).collect();
    swapped.swap(5, 6);
    assert_eq!(verify(swapped).unwrap_err().0, 5);
}

/// Two honest peers playing until `stop` says so; returns them and the stream.
/// The statistics' entry of a match the guest (seat 2, playing Ann) claimed.
fn guest_claim_entry(guest: &Peer) -> duel21::duel::stats::MatchEntry {
    duel21::duel::stats::MatchEntry::online_claimed(
        guest.table().duel().unwrap(),
        Seat::P2,
        Seat::P2,
        "Ann",
        "friend",
        "online-claim",
        1_700_000_000_000,
    )
    .unwrap()
}

fn play_until(seed: u64, mut stop: impl FnMut(&Peer) -> bool) -> ([Peer; 2], Randomness) {
    let mut random = Randomness::new(seed);
    let mut peers = [
        Peer::host(random.value(), "Ann", FirstRule::Alternate),
        Peer::guest(random.value(), "Bo"),
    ];
    while let Some(seat) = peers[0].table().due().seat() {
        if stop(&peers[0]) {
            break;
        }
        let i = seat.index();
        let text = honest_message(&mut peers[i], Level::Classic, &mut random)
            .unwrap()
            .unwrap();
        peers[1 - i].receive(&text).unwrap();
    }
    (peers, random)
}

fn finish(peers: &mut [Peer; 2], random: &mut Randomness) {
    while let Some(seat) = peers[0].table().due().seat() {
        let i = seat.index();
        let text = honest_message(&mut peers[i], Level::Classic, random)
            .unwrap()
            .unwrap();
        peers[1 - i].receive(&text).unwrap();
    }
}

/// A message from `seat` with this body, correctly numbered and chained.
fn forged(peer: &Peer, body: duel21::duel::online::Body) -> String {
    Message {
        v: 1,
        seq: peer.table().texts().len() as u32,
        prev: peer.table().hash(),
        body,
    }
    .text()
}

#[test]
fn cheating_peers_are_caught_and_the_match_goes_on() {
    // Stop where the guest owes a link (the host is receiving a card).
    let (mut peers, mut random) = play_until(11, |p| {
        p.table().texts().len() > 20 && p.table().due() == Due::Link(Seat::P2)
    });
    let host_before = peers[0].clone();
    let wrong_chain = Digest([9; 32]);
    // A wrong link.
    let text = forged(
        &peers[0],
        duel21::duel::online::Body::Link { value: wrong_chain },
    );
    assert_eq!(
        peers[0].receive(&text),
        Err(MessageError::BadLink { seat: Seat::P2 })
    );
    // A changed card: the guest searches for a link that would deal the
    // host a two, and sends it; its chain does not allow it.
    let rand = match Message::read(peers[0].table().texts().last().unwrap())
        .unwrap()
        .body
    {
        duel21::duel::online::Body::Rand { value } => value,
        other => panic!("the last message is a {}", other.kind()),
    };
    let drawn = peers[0].table().drawn().to_vec();
    let rest = chain::undrawn(&drawn);
    let wanted = (0u32..)
        .map(|i| {
            let mut v = [0u8; 32];
            v[..4].copy_from_slice(&i.to_be_bytes());
            Digest(v)
        })
        .find(|link| {
            rest[chain::draw_index(link, &rand, drawn.len(), rest.len())].rank()
                == duel21::Rank::Two
        })
        .unwrap();
    let text = forged(
        &peers[0],
        duel21::duel::online::Body::Link { value: wanted },
    );
    assert_eq!(
        peers[0].receive(&text),
        Err(MessageError::BadLink { seat: Seat::P2 })
    );
    // A replayed message: the last one the host received, again.
    let last = peers[0].table().texts().last().unwrap().clone();
    assert!(matches!(
        peers[0].receive(&last),
        Err(MessageError::Sequence { .. })
    ));
    // A move out of turn: the guest moves while its link is due.
    let text = forged(
        &peers[0],
        duel21::duel::online::Body::Move {
            action: Move::Stand,
        },
    );
    assert!(matches!(
        peers[0].receive(&text),
        Err(MessageError::OutOfTurn { .. })
    ));
    // A message on another record (the transcript hash of an earlier point).
    let mut m = Message::read(&forged(
        &peers[0],
        duel21::duel::online::Body::Link { value: wrong_chain },
    ))
    .unwrap();
    m.prev = peers[0].table().hash_at(3).unwrap();
    assert!(matches!(
        peers[0].receive(&m.text()),
        Err(MessageError::Transcript { .. })
    ));
    // The host's own message sent back as if the guest's.
    assert!(matches!(
        peers[0].receive(&forged(
            &peers[0],
            duel21::duel::online::Body::Rand { value: wrong_chain }
        )),
        Err(MessageError::OutOfTurn { .. })
    ));
    // Garbage and oversized text.
    assert!(matches!(
        peers[0].receive("{\"v\":1"),
        Err(MessageError::Malformed(_))
    ));
    assert!(matches!(
        peers[0].receive(&"x".repeat(5000)),
        Err(MessageError::TooLong(5000))
    ));
    // Nothing changed, and the match goes on to its end.
    assert_eq!(peers[0], host_before);
    finish(&mut peers, &mut random);
    assert!(peers[0].table().is_over());
    assert_eq!(peers[0].table(), peers[1].table());
}

#[test]
fn a_move_the_rules_forbid_is_refused() {
    let (mut peers, _) = play_until(4, |p| matches!(p.table().due(), Due::Move(_)));
    let Due::Move(seat) = peers[0].table().due() else {
        unreachable!()
    };
    let mover = &mut peers[seat.index()];
    let before = mover.clone();
    let err = mover.play(Move::Next).unwrap_err();
    assert!(err.to_string().contains("still being played"), "{err}");
    assert_eq!(*mover, before);
}

#[test]
fn saves_after_every_message_restore_the_same_peer() {
    let mut random = Randomness::new(21);
    let mut peers = [
        Peer::host(random.value(), "Ann", FirstRule::P1),
        Peer::guest(random.value(), "Bo"),
    ];
    while let Some(seat) = peers[0].table().due().seat() {
        let i = seat.index();
        let text = honest_message(&mut peers[i], Level::Easy, &mut random)
            .unwrap()
            .unwrap();
        peers[1 - i].receive(&text).unwrap();
        for p in &peers {
            assert_eq!(Peer::load_json(&p.save_json()).as_ref(), Ok(p));
        }
    }
    // A save whose secret was changed no longer matches its own hello.
    let save = peers[1].save_json();
    let mut v: Value = serde_json::from_str(&save).unwrap();
    v["secret"] = Value::from("00".repeat(32));
    assert!(Peer::load_json(&v.to_string())
        .unwrap_err()
        .to_string()
        .contains("does not match its commitment"));
    let mut v: Value = serde_json::from_str(&save).unwrap();
    v["extra"] = Value::from(1);
    assert!(Peer::load_json(&v.to_string())
        .unwrap_err()
        .to_string()
        .contains("'extra' is not a field"));
}

#[test]
fn a_dropped_connection_resumes_exactly_where_it_was() {
    let uninterrupted = transcript_of(31, None);
    for cut_at in [2, 9, 40, 77] {
        assert_eq!(
            transcript_of(31, Some(cut_at)),
            uninterrupted,
            "cut at {cut_at}"
        );
    }
}

/// A match where, at message `cut`, the message is lost with the connection,
/// both sides reload from their saves, compare sync points and resend.
fn transcript_of(seed: u64, cut: Option<usize>) -> Vec<String> {
    let mut random = Randomness::new(seed);
    let mut peers = [
        Peer::host(random.value(), "Ann", FirstRule::Alternate),
        Peer::guest(random.value(), "Bo"),
    ];
    while let Some(seat) = peers[0].table().due().seat() {
        let i = seat.index();
        let text = honest_message(&mut peers[i], Level::Classic, &mut random)
            .unwrap()
            .unwrap();
        if Some(peers[1 - i].table().texts().len()) == cut {
            // Lost: the other side reloads from its save and reconnects.
            let reloaded = Peer::load_json(&peers[1 - i].save_json()).unwrap();
            peers[1 - i] = reloaded;
            let theirs = peers[1 - i].sync_point();
            for m in peers[i].missing_for(theirs).unwrap() {
                peers[1 - i].receive(&m).unwrap();
            }
            assert!(peers[1 - i]
                .missing_for(peers[i].sync_point())
                .unwrap()
                .is_empty());
        } else {
            peers[1 - i].receive(&text).unwrap();
        }
    }
    assert_eq!(peers[0].table(), peers[1].table());
    peers[0].table().texts().to_vec()
}

#[test]
fn two_records_that_differ_do_not_resume() {
    let a = play_until(5, |p| p.table().texts().len() == 12).0;
    let b = play_until(6, |p| p.table().texts().len() == 10).0;
    assert_eq!(
        a[0].missing_for(b[1].sync_point()),
        Err(MessageError::Fork { seq: 10 })
    );
}

#[test]
fn a_record_that_lost_its_own_last_message_says_so() {
    let (peers, _) = play_until(7, |p| p.table().texts().len() == 20);
    // The sender of message 19 lost it (its storage did not keep it).
    let i = (0..2)
        .find(|&i| {
            peers[1 - i].table().texts().len() == 20 && {
                let mut save = peers[i].to_save();
                save.messages.pop();
                Peer::from_save(save).unwrap().owes().is_some()
            }
        })
        .expect("one side sent message 19");
    let mut save = peers[i].to_save();
    save.messages.pop();
    let behind = Peer::from_save(save).unwrap();
    assert_eq!(
        behind.missing_for(peers[1 - i].sync_point()),
        Err(MessageError::Behind {
            ours: 19,
            theirs: 20
        })
    );
    // The other side lacks nothing of the behind one's, and its resent
    // message is refused by the behind side (it is not the other's to say).
    assert!(peers[1 - i].missing_for(behind.sync_point()).unwrap().len() == 1);
    // A record behind on the other side's messages resumes as before.
    let mut save = peers[1 - i].to_save();
    save.messages.pop();
    let waiting = Peer::from_save(save).unwrap();
    assert!(waiting.owes().is_none());
    assert!(waiting
        .missing_for(peers[i].sync_point())
        .unwrap()
        .is_empty());
}

#[test]
fn verify_refuses_a_file_longer_than_it_reads_instead_of_cutting_it() {
    let dir = std::env::temp_dir().join(format!("duel21-verify-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("long.jsonl");
    let line = transcript(3).join("\n");
    let mut text = String::new();
    while text.len() < 400_000 {
        text.push_str(&line);
        text.push('\n');
    }
    std::fs::write(&file, &text).unwrap();
    let (code, _, err) = duel21(&["online", "verify", file.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("it is longer than"), "{err}");
    std::fs::write(&file, [0xff, 0xfe, 0x00]).unwrap();
    let (code, _, err) = duel21(&["online", "verify", file.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not UTF-8 text"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

fn duel21(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_duel21"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_cli_simulates_verifies_and_names_the_first_bad_message() {
    let dir = std::env::temp_dir().join(format!("duel21-online-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("match.jsonl");
    let path = file.to_str().unwrap();
    let (code, out, err) = duel21(&["online", "simulate", "--seed", "9", "--out", path]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("transcript hash"), "{out}");
    let (code, out, _) = duel21(&["online", "verify", path]);
    assert_eq!(code, 0);
    assert!(out.starts_with("verified: "), "{out}");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let (_, tampered) = tamperings(&lines[14])
        .into_iter()
        .find(|(f, _)| f == "prev")
        .unwrap();
    lines[14] = tampered;
    std::fs::write(&file, lines.join("\n")).unwrap();
    let (code, _, err) = duel21(&["online", "verify", path]);
    assert_eq!(code, 2);
    assert!(
        err.contains("message 14 (line 15) is refused") && err.contains("transcript hash"),
        "{err}"
    );
    let (code, _, err) = duel21(&["online", "verify", "/nonexistent/file"]);
    assert_eq!(code, 2);
    assert!(err.contains("/nonexistent/file"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_withheld_message_that_needs_no_person_may_be_claimed_after_the_wait() {
    use duel21::duel::online::peer::{CLAIM_LOST_MS, CLAIM_SILENT_MS};
    // Before the first deal there is nothing to claim.
    let (mut early, _) = play_until(5, |p| p.table().texts().len() == 2);
    assert_eq!(early[1].claim_wait(true), None);
    assert_eq!(early[1].claim_wait(false), None);
    assert_eq!(
        early[1].claim(CLAIM_LOST_MS, false),
        Err(MessageError::NothingOwed)
    );
    // The host withholds its link after the guest's random value.
    let (mut peers, _) = play_until(11, |p| {
        p.table().duel().is_some() && matches!(p.table().due(), Due::Link(Seat::P1))
    });
    let [host, guest] = &mut peers;
    // The host owes; the host itself can claim nothing while connected.
    assert_eq!(host.claim_wait(true), None);
    assert_eq!(
        host.claim(CLAIM_SILENT_MS, true),
        Err(MessageError::NothingOwed)
    );
    assert_eq!(guest.claim_wait(true), Some(CLAIM_SILENT_MS));
    assert_eq!(
        guest.claim(CLAIM_SILENT_MS - 1, true),
        Err(MessageError::TooSoon {
            waited_ms: CLAIM_SILENT_MS - 1,
            needed_ms: CLAIM_SILENT_MS
        })
    );
    assert!(!guest.is_over());
    assert_eq!(guest.winner(), None);
    guest.claim(CLAIM_SILENT_MS, true).unwrap();
    assert!(guest.is_over());
    assert_eq!(guest.claimed(), Some(Seat::P2));
    // The claimant wins, whatever the rounds so far say; the round in play
    // is the claimant's in the score (as in the statistics).
    assert_eq!(guest.winner(), Some(Outcome::Win(Seat::P2)));
    let played = guest.table().duel().unwrap().tally();
    let score = guest.score().unwrap();
    assert_eq!(score.wins, [played.wins[0], played.wins[1] + 1]);
    assert_eq!(score.draws, played.draws);
    assert_eq!(score.rounds(), played.rounds() + 1);
    // The statistics count the same score, from this side.
    let entry = guest_claim_entry(guest);
    assert_eq!(entry.rounds, [score.wins[1], score.wins[0], score.draws]);
    assert_eq!(guest.owes(), None);
    assert_eq!(guest.claim_wait(true), None);
    // The withheld link, sent late, is refused: the match is over here.
    let late = host.link().unwrap();
    let err = guest.receive(&late).unwrap_err();
    assert_eq!(err, MessageError::Claimed(Seat::P2));
    assert!(err.to_string().contains("claimed by the guest"), "{err}");
    // The claim is kept in the save, and refused in a save where it cannot be.
    let again = Peer::load_json(&guest.save_json()).unwrap();
    assert_eq!(again.claimed(), Some(Seat::P2));
    let mut v: Value = serde_json::from_str(&early[1].save_json()).unwrap();
    v["claimed"] = Value::from("p2");
    assert!(Peer::load_json(&v.to_string())
        .unwrap_err()
        .to_string()
        .contains("claimed"));
    // Told, the host's side ends too; the claim is only the other device's
    // word, so it names no winner there (a lying device could claim at any
    // moment and would otherwise be shown as the winner).
    assert_eq!(host.winner(), None);
    host.friend_claimed();
    assert_eq!(host.claimed(), Some(Seat::P2));
    assert_eq!(host.winner(), None);
    assert!(host.is_over() && host.owes().is_none());
}

#[test]
fn a_claim_between_rounds_ends_the_match_on_the_rounds_played_and_adds_none() {
    use duel21::duel::online::peer::{CLAIM_LOST_MS, CLAIM_SILENT_MS};
    use duel21::Phase;
    let between = |p: &Peer| p.table().duel().map(duel21::Duel::phase) == Some(Phase::RoundOver);
    // The first round decided, the next one's deal under way: the host
    // withholds a link of it (connected), or the connection is lost before
    // the deal (a person's move, so only after the longer wait).
    let (mut dealing, _) = play_until(11, |p| {
        between(p) && matches!(p.table().due(), Due::Link(Seat::P1))
    });
    let (mut idle, _) = play_until(11, |p| {
        between(p) && matches!(p.table().due(), Due::Move(_))
    });
    for (peers, waited, connected) in [
        (&mut dealing, CLAIM_SILENT_MS, true),
        (&mut idle, CLAIM_LOST_MS, false),
    ] {
        let guest = &mut peers[1];
        let played = guest.table().duel().unwrap().tally();
        assert!(played.rounds() >= 1, "a round was decided");
        guest.claim(waited, connected).unwrap();
        assert_eq!(guest.winner(), Some(Outcome::Win(Seat::P2)));
        // No round was in play: the score is the rounds already played.
        let score = guest.score().unwrap();
        assert_eq!(score, played, "connected: {connected}");
        let entry = guest_claim_entry(guest);
        assert_eq!(entry.rounds, [played.wins[1], played.wins[0], played.draws]);
        // The save keeps the claim and the same score.
        let again = Peer::load_json(&guest.save_json()).unwrap();
        assert_eq!(again.score(), Some(played));
    }
}

#[test]
fn a_persons_move_is_never_claimed_while_connected_but_a_lost_connection_is_after_two_minutes() {
    use duel21::duel::online::peer::CLAIM_LOST_MS;
    let (mut peers, _) = play_until(11, |p| {
        p.table().duel().is_some() && matches!(p.table().due(), Due::Move(Seat::P1))
    });
    let guest = &mut peers[1];
    assert_eq!(guest.claim_wait(true), None);
    assert_eq!(
        guest.claim(10 * CLAIM_LOST_MS, true),
        Err(MessageError::NothingOwed)
    );
    assert_eq!(guest.claim_wait(false), Some(CLAIM_LOST_MS));
    assert!(matches!(
        guest.claim(CLAIM_LOST_MS - 1, false),
        Err(MessageError::TooSoon { .. })
    ));
    guest.claim(CLAIM_LOST_MS, false).unwrap();
    assert_eq!(guest.claimed(), Some(Seat::P2));
}

#[test]
fn a_rematch_over_the_same_connection_starts_afresh_and_refuses_replays_and_forgeries() {
    // A match a few messages from its end: no rematch yet, from either side.
    let (peers, mut random) = play_until(17, |_| false);
    assert!(peers[0].table().is_over());
    let (mut early, _) = play_until(17, |p| p.table().texts().len() == 20);
    assert_eq!(early[0].rematch_offer(), Err(MessageError::RematchNotOver));
    let offer = peers[0].rematch_offer().unwrap();
    assert_eq!(
        early[1].check_rematch(&offer),
        Err(MessageError::RematchNotOver)
    );
    finish(&mut early, &mut random);
    // Another match's offer (a replay of an older one, or a forgery) is refused, and nothing changes.
    assert_eq!(
        early[1].check_rematch(&offer),
        Err(MessageError::RematchOther)
    );
    let before = peers[1].clone();
    let forged_offer = format!("{{\"after\":\"{}\"}}", "00".repeat(32));
    assert_eq!(
        peers[1].check_rematch(&forged_offer),
        Err(MessageError::RematchOther)
    );
    assert!(matches!(
        peers[1].check_rematch("{\"after\":1,\"x\":2}"),
        Err(MessageError::Malformed(_))
    ));
    assert_eq!(peers[1], before);
    // Both offers name the same finished match: both accept.
    let back = peers[1].rematch_offer().unwrap();
    assert_eq!(back, offer);
    peers[0].check_rematch(&back).unwrap();
    peers[1].check_rematch(&offer).unwrap();
    let last = peers[0].table().hash();
    let old = peers[0].table().texts().to_vec();
    let mut next = [
        peers[0].rematch(random.value()).unwrap(),
        peers[1].rematch(random.value()).unwrap(),
    ];
    assert_eq!(next[0].after(), Some(last));
    assert_eq!(next[0].table().texts().len(), 0, "the score starts afresh");
    assert_eq!(next[0].table().hash(), chain::rematch_start(&last));
    // The first match's messages do not fit the rematch's record: its hello replayed is refused.
    assert!(matches!(
        next[1].receive(&old[0]),
        Err(MessageError::Transcript { seq: 0 })
    ));
    // The rematch is played through to its end as the first match was: new
    // hellos, new commitments, every card drawn by the exchange.
    finish(&mut next, &mut random);
    assert!(next[0].table().is_over());
    assert_eq!(next[0].table(), next[1].table());
    assert_ne!(next[0].table().drawn(), peers[0].table().drawn());
    // An offer for the first match, sent again now, names another match than the one that ended here.
    assert_eq!(
        next[1].check_rematch(&offer),
        Err(MessageError::RematchOther)
    );
    // A save of the rematch reloads it, and its transcript verifies from its offer line.
    let saved = Peer::load_json(&next[0].save_json()).unwrap();
    assert_eq!(saved, next[0]);
    let lines: Vec<String> = std::iter::once(offer.clone())
        .chain(next[0].table().texts().iter().cloned())
        .collect();
    let verified = verify(lines.iter().map(String::as_str)).unwrap();
    assert_eq!(verified.drawn(), next[0].table().drawn());
    // Without the offer line the rematch's messages follow no record.
    assert!(verify(next[0].table().texts().iter().map(String::as_str)).is_err());
}
