/**
 * What `docsnav mkdocs` adds to Material's theme, as files it writes beside the pages: a `main.html`
 * (Material's documented place for overrides, `theme.custom_dir`) whose `tabs` block draws
 * docsnav's tab bar and switchers from each page's front matter (`docsnav:`), and a small
 * stylesheet. Templates and CSS only: no Python runs.
 */

/** `overrides/main.html`: the tab bar of the page's divisions, its global links, docs.json's top bar (`navbar`: links, then the primary button) and its switchers; Material's own tabs on a page docsnav did not write (the 404 page). */
export const MAIN_HTML = `{#- Written by docsnav mkdocs: docsnav's tabs and switchers for each page (docs/integrations/mkdocs.md). -#}
{% extends "base.html" %}
{% block tabs %}
  {% set docsnav = page.meta.docsnav if page and page.meta and page.meta.docsnav else none %}
  {% if docsnav %}
    <nav class="md-tabs docsnav-bar" aria-label="{{ lang.t('tabs.title') }}" data-md-component="tabs">
      <div class="md-tabs__inner md-grid">
        <ul class="md-tabs__list">
          {% for tab in docsnav.tabs %}
            <li class="md-tabs__item">
              <a href="{{ tab.href | e }}" class="md-tabs__link{% if tab.current %} md-tabs__link--active{% endif %}">{{ tab.label | e }}</a>
            </li>
          {% endfor %}
          {% for link in docsnav.globals %}
            <li class="md-tabs__item docsnav-global">
              <a href="{{ link.href | e }}" class="md-tabs__link">{{ link.label | e }}</a>
            </li>
          {% endfor %}
          {% set navbar = config.extra.docsnav_navbar if config.extra and config.extra.docsnav_navbar else none %}
          {% if navbar %}
            {% for link in navbar.links %}
              <li class="md-tabs__item docsnav-navbar-link">
                <a href="{{ link.href | e }}" class="md-tabs__link">{{ link.label | e }}</a>
              </li>
            {% endfor %}
          {% endif %}
        </ul>
        {% if navbar and navbar.primary %}
          <a href="{{ navbar.primary.href | e }}" class="md-button md-button--primary docsnav-primary">{{ navbar.primary.label | e }}</a>
        {% endif %}
        {% for switcher in docsnav.switchers %}
          <div class="docsnav-switcher" data-kind="{{ switcher.kind | e }}" aria-label="{{ switcher.name | e }}">
            {% for entry in switcher.entries %}
              {% if entry.href %}
                <a href="{{ entry.href | e }}"{% if entry.lang %} hreflang="{{ entry.lang | e }}" lang="{{ entry.lang | e }}"{% endif %}{% if entry.current %} aria-current="true"{% endif %}>{{ entry.label | e }}</a>
              {% else %}
                <span{% if entry.current %} aria-current="true"{% endif %}>{{ entry.label | e }}</span>
              {% endif %}
            {% endfor %}
          </div>
        {% endfor %}
      </div>
    </nav>
  {% else %}
    {{ super() }}
  {% endif %}
{% endblock %}
`

/** `docsnav/docsnav.css` in the generated docs folder (`extra_css`). */
export const DOCSNAV_CSS = `/* Written by docsnav mkdocs. */
.docsnav-bar .md-tabs__inner { display: flex; align-items: center; gap: 1rem; }
.docsnav-bar .md-tabs__list { flex: 1; }
.docsnav-switcher { display: flex; gap: 0.4rem; font-size: 0.7rem; white-space: nowrap; }
.docsnav-switcher a, .docsnav-switcher span { color: inherit; opacity: 0.7; padding: 0.1rem 0.3rem; border-radius: 0.2rem; }
.docsnav-switcher [aria-current] { opacity: 1; font-weight: 700; background: rgba(255, 255, 255, 0.15); }
.docsnav-bar .docsnav-primary { margin: 0; padding: 0.2rem 0.8rem; font-size: 0.7rem; color: var(--md-primary-bg-color); border-color: currentColor; white-space: nowrap; }
.md-typeset .admonition.docsnav-card { border-left-width: 0.05rem; }
.md-typeset .admonition.docsnav-card > p:first-child { margin-top: 0.6rem; }
.docsnav-columns { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0 0.8rem; }
.docsnav-badge { font-size: 0.75em; padding: 0.1em 0.4em; border-radius: 0.3em; background: var(--md-accent-fg-color--transparent); }
.docsnav-icon svg { height: 1em; width: 1em; vertical-align: -0.125em; fill: currentColor; }
.docsnav-color { display: inline-flex; align-items: center; gap: 0.3em; margin-right: 0.8em; }
.docsnav-swatch { display: inline-block; width: 1em; height: 1em; border-radius: 0.2em; border: 1px solid var(--md-default-fg-color--lightest); }
.docsnav-api-endpoint { font-size: 0.9rem; }
.docsnav-api-method { font-weight: 700; margin-right: 0.4em; color: var(--md-primary-fg-color); }
`
