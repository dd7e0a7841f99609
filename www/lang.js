// What the page decides before its first paint, in a small classic script
// that index.html runs from its head (the page's modules come after): the
// language, `<html lang>`, so that the stylesheet shows the first-paint
// part's words in it (index.html holds both, scripts/index-words.mjs); the
// words a span cannot hold (data-both); and the first screen: the menu at
// once, Start focused, on a first visit with nothing to resume or a reload
// of the menu's entry (boot.js, menuFirst, decides it alike once the page
// is here), else the loading line.
//
// Until the page's modules are here it keeps the last press on a button of
// the page or the menu's Start (Escape drops it), saying the page is on its
// way; main.js takes it once its handlers are bound (firstPaint.take) and makes
// it as if made then: Start then waits for the engine as every Start does
// (menu-start.js). The language button switches at once. Should the bundle
// not come, the notice says so and nothing is promised any more.
(() => {
  const root = document.documentElement;
  const get = (area, key) => {
    try {
      return globalThis[area].getItem(key);
    } catch {
      return null;
    }
  };
  const stored = get('localStorage', 'duel21.lang');
  const langs = navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en'];
  const zh = stored === 'zh' || (stored !== 'en' && langs.some((l) => String(l).toLowerCase().startsWith('zh')));
  root.lang = zh ? 'zh-CN' : 'en';

  // The menu first (boot.js, menuFirst): no link to open, and the menu's
  // entry reloaded, or no entry and nothing saved.
  const link = /^#(join|reply)=/.test(location.hash) || new URLSearchParams(location.search).has('review');
  let entry = null;
  try {
    entry = typeof history.state?.screen === 'string' ? history.state.screen : null;
  } catch { /* a state that throws is none */ }
  let saved = false;
  try {
    saved = Object.keys(localStorage).some((k) => /^duel21\.save\.(21|24)(-[2-9])?$/.test(k));
  } catch { /* no storage: nothing saved */ }
  const menuFirst = !link && (entry ? entry === 'menu' : !saved);

  const $ = (id) => document.getElementById(id);
  let shown = false;
  /** The words of attributes and options in the language chosen, the title, and the first screen once it is there. */
  function fill() {
    const i = root.lang === 'en' ? 0 : 1;
    for (const el of document.querySelectorAll('[data-both]')) {
      // (Only a word that differs: a text put in place is a change the observer below hears.)
      for (const [attr, both] of Object.entries(JSON.parse(el.dataset.both))) {
        if (attr !== 'text') el.setAttribute(attr, both[i]);
        else if (el.textContent !== both[i]) el.textContent = both[i];
      }
    }
    const title = document.querySelector(`[data-i18n="title"] > [lang="${root.lang}"]`);
    if (title && document.title !== title.textContent) document.title = title.textContent;
    // A link's seed (`?seed=`) in the menu's seed field, as the page shows it (boot.js, showSeed).
    const seed = new URLSearchParams(location.search).get('seed')?.trim();
    const field = document.querySelector('#menu-form [name="seed"]');
    if (seed && field && !field.dataset.chosen && !field.value) {
      field.value = seed;
      if (field.value !== seed) field.value = '';
    }
    if (!shown && menuFirst && $('start')) {
      shown = true;
      $('loading').hidden = true;
      $('menu').hidden = false;
      $('start').focus({ preventScroll: true });
    }
  }
  // Each part of the markup as the parser adds it, before it is painted.
  const parsing = new MutationObserver(fill);
  parsing.observe(root, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    parsing.disconnect();
    if (!pageHere) fill();
  });

  // ---- A press before the page's modules are here ----
  let kept = null;
  // Whether main.js is here (it words the page itself), and whether no press is kept any more.
  let pageHere = false;
  let over = false;
  /** The note for `action` (scripts/index-words.mjs, WAIT_NOTES), or none (null): in the progress note (heard) and its copy in the menu (seen). */
  function note(action) {
    const text = $('progress-text');
    if (!text) return;
    const box = text.parentElement;
    const copy = $('menu-wait');
    const shown = action === null ? null
      : text.querySelector(`[data-note="${CSS.escape(action)}"]`) ?? text.querySelector('[data-note=""]');
    // (Only those that change: a note shown again would be said again.)
    for (const span of text.querySelectorAll('[data-note]')) if (span.hidden !== (span !== shown)) span.hidden = span !== shown;
    copy.querySelector('.menu-wait-text').replaceChildren(...(shown ? [shown.cloneNode(true)] : []));
    for (const p of [box, copy]) {
      p.hidden = !shown;
      // Nothing is on its way once cancelled: no spinner.
      p.querySelector('.spinner').hidden = action === 'cancelled';
    }
    // The page takes the note over if the press loads something (page.js, loadShown), else clears it (dropEarly).
    text.toggleAttribute('data-early', !!shown);
  }
  function keep(e, press, action) {
    e.preventDefault();
    e.stopImmediatePropagation();
    if (over) return;
    kept = press;
    note(action);
  }
  function onClick(e) {
    const el = e.target.closest?.('[data-action]');
    if (!el || el.disabled) return;
    if (el.dataset.action !== 'lang') {
      keep(e, () => el.click(), el.dataset.action);
      return;
    }
    // The page's own switch once it is here.
    if (pageHere) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    root.lang = root.lang === 'en' ? 'zh-CN' : 'en';
    try {
      localStorage.setItem('duel21.lang', root.lang === 'en' ? 'en' : 'zh');
    } catch { /* not remembered */ }
    fill();
  }
  const onSubmit = (e) => keep(e, () => e.target.requestSubmit(e.submitter ?? null), e.target.id === 'menu-form' ? 'start' : '');
  function onKey(e) {
    if (e.key !== 'Escape' || !kept) return;
    kept = null;
    note('cancelled');
  }
  // A choice made in the menu meanwhile is the player's (boot.js, chosen).
  // The game chosen shows its own fields at once, so its modes can be
  // picked before the page is here (menu-fields.js draws every field then).
  const onInput = (e) => {
    if (e.target.form?.id !== 'menu-form') return;
    e.target.dataset.chosen = '';
    if (e.target.name !== 'game') return;
    for (const el of e.target.form.querySelectorAll('.g21-only, .g24-only')) el.hidden = el.classList.contains('g21-only') === (e.target.value === '24');
  };
  const on = [['click', onClick], ['submit', onSubmit], ['keydown', onKey], ['input', onInput]];
  for (const [type, fn] of on) document.addEventListener(type, fn, true);

  // For main.js: here(), once it is here and words the page itself (the
  // language button is its own from then on); take(), once its handlers are
  // bound and its first screen settled: no press is kept any more, and the
  // one kept (a function making it), if any, is returned. The note stays
  // for the press to take over (page.js, dropEarly).
  globalThis.firstPaint = {
    here() {
      pageHere = true;
      parsing.disconnect();
    },
    take() {
      for (const [type, fn] of on) document.removeEventListener(type, fn, true);
      over = true;
      const press = kept;
      kept = null;
      return press;
    },
  };

  // The bundle did not come (offline before it was ever stored): said, and nothing is kept.
  window.addEventListener('error', (e) => {
    const src = e.target?.src ?? e.target?.href ?? '';
    if (over || !/\/www\/pkg\/app/.test(src)) return;
    over = true;
    kept = null;
    note(null);
    $('notice').hidden = false;
    $('notice').scrollIntoView({ block: 'nearest' });
  }, true);
})();
