/**
 * Default styles for the renderer's HTML (the preview uses them): a light theme whose colours pass
 * WCAG AA contrast. Sites with a theme of their own style the `dn-` classes instead.
 */
export const defaultStyles = `
.dn-topbar, .dn-sidebar, .dn-pager, .dn-breadcrumbs { font: 14px/1.5 system-ui, sans-serif; color: #1f2328; }
.dn-topbar { display: flex; flex-wrap: wrap; align-items: center; gap: 16px; }
.dn-topbar ul, .dn-sidebar ul, .dn-breadcrumbs ol { list-style: none; margin: 0; padding: 0; }
.dn-tabs, .dn-global { display: flex; flex-wrap: wrap; gap: 4px; }
.dn-global { margin-left: auto; }
.dn-tab, .dn-switcher { position: relative; }
.dn-topbar a, .dn-sidebar a, .dn-pager a, .dn-breadcrumbs a { color: #0b57d0; text-decoration: none; }
.dn-topbar a:hover, .dn-sidebar a:hover, .dn-pager a:hover, .dn-breadcrumbs a:hover { text-decoration: underline; }
.dn-tab-link, .dn-global-link, .dn-menu-button { display: inline-flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 6px; }
.dn-tab-link[aria-current], .dn-tab.dn-current > .dn-menu-button { font-weight: 600; box-shadow: inset 0 -2px #0b57d0; }
.dn-menu-button { font: inherit; color: inherit; background: #fff; border: 1px solid #d0d7de; cursor: pointer; }
.dn-chevron::before { content: "\\25B8"; color: #57606a; }
[aria-expanded="true"] > .dn-chevron::before, .dn-menu-button > .dn-chevron::before { content: "\\25BE"; }
.dn-menu { position: absolute; z-index: 10; min-width: 180px; margin-top: 4px; padding: 4px 0; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; box-shadow: 0 6px 18px rgba(0,0,0,.12); }
.dn-menu a { display: block; padding: 6px 12px; color: #1f2328; }
.dn-menu a[aria-current] { font-weight: 600; }
.dn-menu a:focus { background: #ddf4ff; outline: 2px solid #0b57d0; outline-offset: -2px; }
.dn-sidebar { display: flex; flex-direction: column; gap: 12px; }
.dn-switcher-name { color: #57606a; }
.dn-anchors a { display: flex; gap: 6px; padding: 4px 8px; border-radius: 6px; }
.dn-anchors a[aria-current] { font-weight: 600; background: #ddf4ff; }
.dn-group { margin: 2px 0; }
.dn-top { margin-top: 12px; }
.dn-group-title { font-weight: 600; padding: 4px 8px; }
.dn-group-head { display: flex; align-items: center; }
.dn-toggle { flex: 1; display: flex; align-items: center; gap: 6px; font: inherit; color: inherit; text-align: left; background: none; border: 0; padding: 4px 8px; border-radius: 6px; cursor: pointer; }
.dn-group-root + .dn-toggle { flex: 0; }
.dn-toggle:hover { background: #f6f8fa; }
.dn-items .dn-items { margin-left: 12px; border-left: 1px solid #d0d7de; }
.dn-page, .dn-group-root { display: flex; align-items: center; gap: 6px; padding: 4px 8px; border-radius: 6px; }
.dn-page[aria-current], .dn-group-root[aria-current] { font-weight: 600; background: #ddf4ff; color: #0a3069; }
.dn-method { font: 600 10px/1.6 ui-monospace, monospace; padding: 0 4px; border-radius: 4px; background: #eaeef2; color: #24292f; }
.dn-method-get { background: #dafbe1; color: #116329; }
.dn-method-post { background: #ddf4ff; color: #0a3069; }
.dn-method-put, .dn-method-patch { background: #fff8c5; color: #6c4400; }
.dn-method-delete { background: #ffebe9; color: #a40e26; }
.dn-tag, .dn-deprecated { font-size: 11px; padding: 0 6px; border-radius: 10px; background: #eaeef2; color: #24292f; }
span.dn-icon { display: none; } /* a hook for the site's icon set: docsnav draws none */
img.dn-icon { width: 1em; height: 1em; }
.dn-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 6px; color: #57606a; }
.dn-breadcrumbs li + li::before { content: "/"; margin-right: 6px; color: #57606a; }
.dn-eyebrow { margin: 0; color: #0b57d0; font: 600 13px/1.5 system-ui, sans-serif; }
.dn-pager { display: flex; justify-content: space-between; gap: 16px; margin-top: 32px; }
.dn-prev, .dn-next { display: flex; flex-direction: column; padding: 10px 14px; border: 1px solid #d0d7de; border-radius: 8px; }
.dn-next { margin-left: auto; text-align: right; }
.dn-pager-word { font-size: 12px; color: #57606a; }
:focus-visible { outline: 2px solid #0b57d0; outline-offset: 2px; }
`
