// The connection between two devices: an RTCPeerConnection with one data
// channel, its offer and answer carried by hand (no server of ours), and the
// codes those descriptions travel as.
//
// A code keeps only what a data channel needs from the description — the
// ICE username fragment and password, the DTLS fingerprint, the DTLS role
// and the UDP candidates — and the page builds a full description again
// from it. The text is compressed with the browser's CompressionStream
// (deflate-raw) when that is shorter, and written in base64url so it fits
// in a link's fragment (which the browser never sends to any server).

/** Public STUN servers tried by default: they see only the addresses. */
export const DEFAULT_STUN = ['stun:stun.l.google.com:19302', 'stun:stun.cloudflare.com:3478'];

const STUN_RE = /^stuns?:[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/;

/**
 * The STUN list from text: `none` (same-network play), or servers separated
 * by commas or spaces. Returns null for text that is not a list.
 */
export function parseStun(text) {
  const read = readStun(text);
  return read.list ?? null;
}

/** The most STUN servers a list may name. */
export const STUN_MAX = 8;

/**
 * The STUN list from text, or why it is not one: `{list}`, or `{problem:
 * 'empty'}`, `{problem: 'many', n}`, `{problem: 'entry', entry}` (the first
 * entry that is not `stun:` or `stuns:` with a host and a port, its first
 * 40 characters).
 */
export function readStun(text) {
  const s = String(text ?? '').trim();
  if (s === '') return { problem: 'empty' };
  if (s.toLowerCase() === 'none') return { list: [] };
  const list = s.split(/[\s,]+/).filter(Boolean);
  if (list.length > STUN_MAX) return { problem: 'many', n: list.length };
  const bad = list.find((u) => !STUN_RE.test(u));
  if (bad !== undefined) {
    // Said back on the page: a user name and password in it are not shown.
    const shown = bad.replace(/^([a-z]+:(?:\/\/)?)[^@/]*@/iu, '$1…@');
    return { problem: 'entry', entry: shown.length > 40 ? `${shown.slice(0, 40)}…` : shown };
  }
  return { list };
}

const b64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function unb64url(text) {
  const s = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(s + '='.repeat((4 - (s.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const CODE_MAX = 1500;

/** A refusal of a connection code: its English words, and its code the page says (refusal-i18n.js). */
const refused = (code, english) => Object.assign(new Error(english), { refusal: { code } });

/** How long a reply may take to connect before the page says it did not (ms). */
export const ACCEPT_MS = 20000;

/** The description's essentials as short text: `1~ufrag~pwd~fingerprint~role~candidates`. */
export function cut(sdp) {
  const line = (name) => (sdp.match(new RegExp(`^a=${name}:(.*)$`, 'm')) ?? [])[1]?.trim();
  const fp = line('fingerprint')?.split(' ');
  if (!fp || fp[0].toLowerCase() !== 'sha-256') throw refused('code_no_fingerprint', 'no sha-256 fingerprint');
  const fingerprint = b64url(Uint8Array.from(fp[1].split(':'), (h) => parseInt(h, 16)));
  const role = { actpass: 'a', active: 'c', passive: 'p' }[line('setup')] ?? 'a';
  const cands = [...sdp.matchAll(/^a=candidate:(\S+) (\d) (\S+) (\d+) (\S+) (\d+) typ (\S+)/gm)]
    .filter((m) => m[2] === '1' && m[3].toLowerCase() === 'udp')
    .map((m) => `${m[7][0]}${m[5]} ${m[6]}`);
  return ['1', line('ice-ufrag'), line('ice-pwd'), fingerprint, role, cands.join(',')].join('~');
}

const PRIORITY = { h: 2130706431, s: 1694498815, p: 1862270975, r: 16777215 };
const TYPES = { h: 'host', s: 'srflx', p: 'prflx', r: 'relay' };

/** A full description from cut text; throws when the text is not one. */
export function uncut(text, type) {
  const parts = text.split('~');
  if (parts.length !== 6 || parts[0] !== '1') throw refused('code_not_connection', 'not a connection code');
  const [, ufrag, pwd, fp, role, cands] = parts;
  const ok = /^[A-Za-z0-9+/]{4,256}$/;
  if (!ok.test(ufrag) || !ok.test(pwd) || !/^[A-Za-z0-9_-]{43}$/.test(fp) || !'acp'.includes(role)) {
    throw refused('code_not_connection', 'not a connection code');
  }
  const hex = Array.from(unb64url(fp), (b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':');
  const lines = [
    'v=0', 'o=- 1 2 IN IP4 127.0.0.1', 's=-', 't=0 0', 'a=group:BUNDLE 0', 'a=msid-semantic: WMS',
    'm=application 9 UDP/DTLS/SCTP webrtc-datachannel', 'c=IN IP4 0.0.0.0',
    `a=ice-ufrag:${ufrag}`, `a=ice-pwd:${pwd}`, `a=fingerprint:sha-256 ${hex}`,
    `a=setup:${{ a: 'actpass', c: 'active', p: 'passive' }[role]}`, 'a=mid:0', 'a=sctp-port:5000',
    'a=max-message-size:262144',
  ];
  cands.split(',').filter(Boolean).forEach((c, i) => {
    const m = c.match(/^([hspr])(\S{1,255}) (\d{1,5})$/);
    if (!m) throw refused('code_not_connection', 'not a connection code');
    lines.push(`a=candidate:${i + 1} 1 udp ${PRIORITY[m[1]] - i} ${m[2]} ${m[3]} typ ${TYPES[m[1]]}`);
  });
  lines.push('a=end-of-candidates');
  return { type, sdp: `${lines.join('\r\n')}\r\n` };
}

/** A description as a code: `z` + compressed, or `t` + plain, base64url. */
export async function encode(sdp) {
  const text = new TextEncoder().encode(cut(sdp));
  let packed = null;
  try {
    packed = await pipe(text, new CompressionStream('deflate-raw'));
  } catch { /* no CompressionStream: plain */ }
  return packed && packed.length < text.length ? `z${b64url(packed)}` : `t${b64url(text)}`;
}

/** A code as a description of `type`; throws with a plain reason. */
export async function decode(code, type) {
  if (typeof code !== 'string' || code.length < 2 || code.length > CODE_MAX || !/^[zt][A-Za-z0-9_-]+$/.test(code)) {
    throw refused('code_not_connection', 'not a connection code');
  }
  // A code cut short or changed fails its base64 or its deflate (the
  // browser then says "Failed to fetch"): the code is damaged.
  let bytes;
  try {
    bytes = unb64url(code.slice(1));
    if (code[0] === 'z') bytes = await pipe(bytes, new DecompressionStream('deflate-raw'));
  } catch {
    throw refused('code_damaged', 'the connection code is damaged');
  }
  if (bytes.length > 4 * CODE_MAX) throw refused('code_not_connection', 'not a connection code');
  return uncut(new TextDecoder().decode(bytes), type);
}

function gathered(pc, ms = 8000) {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => { if (pc.iceGatheringState === 'complete') resolve(); };
    pc.addEventListener('icegatheringstatechange', done);
    // Some networks never finish gathering (a STUN server that does not
    // answer): what was gathered by then is used.
    setTimeout(resolve, ms);
  });
}

/** How many messages that come before the channel's 'open' event are kept for it. */
const EARLY_MAX = 64;

/**
 * One connection attempt. `onChannel(channel)` is called when the data
 * channel opens, then `onMessage(text)` for each message, in order;
 * `onFail(kind)` when ICE fails ('ice') or the connection drops later
 * ('lost').
 */
export class Link {
  constructor(stun, { onChannel, onMessage, onFail }) {
    this.pc = new RTCPeerConnection({ iceServers: stun.length ? [{ urls: stun }] : [] });
    this.onChannel = onChannel;
    this.onMessage = onMessage;
    this.onFail = onFail;
    this.opened = false;
    this.closed = false;
    this.pc.addEventListener('iceconnectionstatechange', () => {
      if (this.pc.iceConnectionState === 'failed') this.fail(this.opened ? 'lost' : 'ice');
    });
    this.pc.addEventListener('connectionstatechange', () => {
      if (this.pc.connectionState === 'failed') this.fail(this.opened ? 'lost' : 'ice');
    });
    this.pc.addEventListener('datachannel', (e) => this.wire(e.channel));
  }

  wire(channel) {
    this.channel = channel;
    // The message listener goes on with the channel, not at its 'open': on
    // the invited side the other device's first message can arrive between
    // the channel's announcement and its 'open' event, and a message with
    // no listener is gone (both sides then wait for each other). What comes
    // before 'open' is kept (an honest device sends one or two messages
    // there; a flood past EARLY_MAX is not kept) and passed on after it.
    const early = [];
    channel.addEventListener('message', (e) => {
      if (this.opened) this.onMessage(e.data);
      else if (early.length < EARLY_MAX) early.push(e.data);
    });
    channel.addEventListener('open', () => {
      this.opened = true;
      this.onChannel(channel);
      for (const data of early.splice(0)) this.onMessage(data);
    });
    channel.addEventListener('close', () => this.fail('lost'));
  }

  fail(kind) {
    if (this.closed) return;
    this.closed = true;
    this.onFail(kind);
  }

  /** The offer's code (this side invites). */
  async offer() {
    this.wire(this.pc.createDataChannel('duel21', { ordered: true }));
    await this.pc.setLocalDescription(await this.pc.createOffer());
    await gathered(this.pc);
    return encode(this.pc.localDescription.sdp);
  }

  /** The answer's code for an offer's code (this side was invited). */
  async answer(code) {
    await this.pc.setRemoteDescription(await decode(code, 'offer'));
    await this.pc.setLocalDescription(await this.pc.createAnswer());
    await gathered(this.pc);
    return encode(this.pc.localDescription.sdp);
  }

  /**
   * Applies the friend's reply code to our offer. A reply that has not
   * connected within `ms` fails as 'stale': it may answer an older
   * invitation (whose connection is gone), or the devices cannot reach
   * each other, and ICE may take far longer to say so.
   */
  async accept(code, ms = ACCEPT_MS) {
    await this.pc.setRemoteDescription(await decode(code, 'answer'));
    setTimeout(() => {
      if (!this.opened) this.fail('stale');
    }, ms);
  }

  close() {
    this.closed = true;
    try { this.channel?.close(); } catch { /* already closed */ }
    try { this.pc.close(); } catch { /* already closed */ }
  }
}
