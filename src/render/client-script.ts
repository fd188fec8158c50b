/**
 * The client script of `docsnav/render` (no framework; a few KB): the transitions of the format
 * (docs/render.md), written as the browser runs it. It works on any page that holds the
 * renderer's HTML, once, whenever it is loaded.
 * - Groups (WAI-ARIA disclosure): a nested group's button toggles it. With drilldown its control
 *   is a link to its first page, which the browser follows (the group is opened at once); a
 *   button under drilldown (a group with no page to go to) opens the group. Top-level groups have
 *   no control: they cannot be collapsed.
 * - The current page: marked from the address when the HTML has none marked (one copy per scope),
 *   with the groups around it opened.
 * - Menus (WAI-ARIA menu button): click, Enter, Space or ↓ opens and focuses the first entry, ↑ the
 *   last; ↓ ↑ Home End move; Escape closes and returns to the button; Tab or a click elsewhere closes.
 * - The reader's version and language: the page's own (`data-dn-version`, `data-dn-language`) are
 *   kept for the session; on a page under none, the links that carry `data-dn-links` (a tab holding
 *   versions, ...) lead into the one kept, as Mintlify's tab bar does.
 */
export const clientScript = `(function () {
  if (window.__docsnav) return;
  window.__docsnav = true;
  var d = document;
  function path(p) { p = p.replace(/[?#].*$/, ''); return p.length > 1 && p.charAt(p.length - 1) === '/' ? p.slice(0, -1) : p || '/'; }
  // Paths as the browser resolves and encodes them, on both sides (a link's own pathname: /guía is /gu%C3%ADa, /a%20b stays so).
  function here() { return path(location.pathname); }
  function setOpen(button, open) {
    button.setAttribute('aria-expanded', String(open));
    var list = d.getElementById(button.getAttribute('aria-controls'));
    if (list) list.hidden = !open;
  }
  function openAround(element) {
    for (var list = element.closest('.dn-items'); list; list = list.parentElement.closest('.dn-items')) {
      if (!list.id) continue;
      var button = d.querySelector('.dn-toggle[aria-controls="' + list.id + '"]');
      if (button) setOpen(button, true);
    }
  }
  function markCurrent() {
    var sidebar = d.querySelector('.dn-sidebar');
    if (!sidebar || sidebar.querySelector('[aria-current="page"]')) return;
    var current = here();
    var links = sidebar.querySelectorAll('a.dn-page, a.dn-group-root');
    for (var i = 0; i < links.length; i++) {
      if (path(links[i].pathname) !== current || links[i].origin !== location.origin) continue;
      links[i].setAttribute('aria-current', 'page');
      openAround(links[i]);
      return;
    }
  }
  function items(menu) { return Array.prototype.slice.call(menu.querySelectorAll('[role="menuitem"]')); }
  function menuOf(button) { return d.getElementById(button.getAttribute('aria-controls')); }
  function closeMenu(button, focus) {
    var menu = menuOf(button);
    button.setAttribute('aria-expanded', 'false');
    if (menu) menu.hidden = true;
    if (focus) button.focus();
  }
  function openMenu(button, at) {
    var open = d.querySelectorAll('.dn-menu-button[aria-expanded="true"]');
    for (var i = 0; i < open.length; i++) if (open[i] !== button) closeMenu(open[i], false);
    var menu = menuOf(button);
    if (!menu) return;
    button.setAttribute('aria-expanded', 'true');
    menu.hidden = false;
    var entries = items(menu);
    if (entries.length) entries[at === 'last' ? entries.length - 1 : 0].focus();
  }
  d.addEventListener('click', function (event) {
    var target = event.target;
    var toggle = target.closest && target.closest('.dn-toggle');
    if (toggle) {
      // With drilldown, selecting opens: the control is a link to the group's first page (the
      // browser follows it), or, for a group with no page to go to, a button.
      var sidebar = toggle.closest('.dn-sidebar');
      var drills = toggle.tagName === 'A' || (sidebar && sidebar.getAttribute('data-dn-drilldown') === 'true');
      setOpen(toggle, drills || toggle.getAttribute('aria-expanded') !== 'true');
      return;
    }
    var button = target.closest && target.closest('.dn-menu-button');
    if (button) {
      if (button.getAttribute('aria-expanded') === 'true') closeMenu(button, false);
      else openMenu(button, 'first');
      return;
    }
    if (!(target.closest && target.closest('.dn-menu'))) {
      var open = d.querySelectorAll('.dn-menu-button[aria-expanded="true"]');
      for (var i = 0; i < open.length; i++) closeMenu(open[i], false);
    }
  });
  d.addEventListener('keydown', function (event) {
    var target = event.target;
    if (!target.closest) return;
    var key = event.key;
    if (target.classList.contains('dn-menu-button')) {
      if (key === 'ArrowDown' || key === 'ArrowUp') {
        event.preventDefault();
        openMenu(target, key === 'ArrowUp' ? 'last' : 'first');
      } else if (key === 'Escape' && target.getAttribute('aria-expanded') === 'true') {
        event.preventDefault();
        closeMenu(target, true);
      }
      return;
    }
    var menu = target.closest('.dn-menu');
    if (!menu) return;
    var button = d.querySelector('.dn-menu-button[aria-controls="' + menu.id + '"]');
    var entries = items(menu);
    var index = entries.indexOf(target);
    var next = -1;
    if (key === 'ArrowDown') next = (index + 1) % entries.length;
    else if (key === 'ArrowUp') next = (index - 1 + entries.length) % entries.length;
    else if (key === 'Home') next = 0;
    else if (key === 'End') next = entries.length - 1;
    else if (key === 'Escape') { event.preventDefault(); if (button) closeMenu(button, true); return; }
    else if (key === 'Tab') { if (button) closeMenu(button, false); return; }
    else if (key === ' ') { event.preventDefault(); target.click(); return; }
    if (next !== -1) { event.preventDefault(); entries[next].focus(); }
  });
  function followReader() {
    var nav = d.querySelector('.dn-sidebar') || d.querySelector('.dn-topbar');
    if (!nav) return;
    var store = null;
    try { store = window.sessionStorage; } catch (e) {}
    var reader = {}, remembered = false;
    ['version', 'language'].forEach(function (kind) {
      var own = nav.getAttribute('data-dn-' + kind), key = 'docsnav:' + kind;
      try {
        if (own !== null) { if (store) store.setItem(key, own); reader[kind] = own; return; }
        var kept = store && store.getItem(key);
        if (kept !== null && kept !== undefined) { reader[kind] = kept; remembered = true; }
      } catch (e) {}
    });
    if (!remembered) return;
    var links = d.querySelectorAll('a[data-dn-links]');
    for (var i = 0; i < links.length; i++) {
      var entries;
      try { entries = JSON.parse(links[i].getAttribute('data-dn-links')) || []; } catch (e) { continue; }
      for (var j = 0; j < entries.length; j++) {
        var entry = entries[j];
        if ((entry.version === undefined || entry.version === reader.version) && (entry.language === undefined || entry.language === reader.language)) { links[i].setAttribute('href', entry.link); break; }
      }
    }
  }
  function ready() { followReader(); markCurrent(); }
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
`
