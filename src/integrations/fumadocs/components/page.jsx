// A page of a docs.json site, drawn with Fumadocs' layout: `app/[[...slug]]/page.jsx` renders it.
import { evaluate } from '@mdx-js/mdx'
import { DocsLayout } from 'fumadocs-ui/layouts/docs'
import { DocsBody, DocsDescription, DocsPage, DocsTitle } from 'fumadocs-ui/page'
import { notFound, redirect } from 'next/navigation'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
// Aliased by `withDocsnav` in `next dev` to a module rewritten after each compile: Next refreshes the page.
import { revision } from 'docsnav/fumadocs/components/revision.js'
import { compiledElement, compilePage, docsnavPage, docsnavRedirect } from '../index.js'
import { Icon } from './icons.jsx'
import { DocsnavBreadcrumbs, DocsnavSwitchers, DocsnavTitle, treeWithIcons } from './parts.jsx'

/**
 * The page at `slug` of a source made by `docsnavLoader()`: Fumadocs' `DocsLayout` given the
 * page's division (its tab row as root folders, its icons drawn), the site's logo and stylesheets,
 * docsnav's switchers above the sidebar, the global links as the layout's links, docsnav's
 * breadcrumbs and prev/next, and the body (the MDX page with `components`, or the API
 * operation). A fixed redirect's source redirects; any other URL is a 404.
 */
export async function DocsnavPage({ source, slug, components = {}, layout = {} }) {
  const view = await docsnavPage(source, slug)
  if (!view) {
    const destination = await docsnavRedirect(source, slug)
    if (destination !== undefined) redirect(destination)
    notFound()
  }
  const { route, frame, site } = view
  const links = frame.globals.map((global) => ({ text: global.label, url: global.href, external: global.external }))
  const footer = {
    items: {
      previous: route.prev && { name: route.prev.title, url: route.prev.url },
      next: route.next && { name: route.next.title, url: route.next.url },
    },
  }
  return (
    <DocsLayout
      tabMode="top"
      {...layout}
      nav={{ title: <DocsnavTitle site={site} />, ...(site.logo?.href ? { url: site.logo.href } : {}), ...layout.nav }}
      tree={treeWithIcons(view.tree, site.iconLibrary)}
      links={[...links, ...(layout.links ?? [])]}
      sidebar={{ ...layout.sidebar, banner: <DocsnavSwitchers frame={frame} /> }}
    >
      <DocsPage
        breadcrumb={{ component: <DocsnavBreadcrumbs route={route} /> }}
        footer={footer}
        toc={view.file === undefined && view.operationHtml !== undefined ? [] : undefined}
      >
        {site.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="docsnav" />
        ))}
        <DocsTitle data-docsnav-revision={revision}>{route.title}</DocsTitle>
        {route.description ? <DocsDescription>{route.description}</DocsDescription> : null}
        <DocsBody>
          {await body(view, site.iconLibrary ? { ...components, Icon: (props) => <Icon iconLibrary={site.iconLibrary} {...props} /> } : components)}
        </DocsBody>
      </DocsPage>
    </DocsLayout>
  )
}

async function body(view, components) {
  const operation = view.operationHtml === undefined ? null : <div className="dn-api" dangerouslySetInnerHTML={{ __html: view.operationHtml }} />
  if (view.file === undefined) return operation
  const page = await compilePage({ file: view.file, root: view.root, evaluate, runtime, components })
  // A page whose frontmatter names an operation: its own body, then the operation.
  return (
    <>
      {compiledElement(createElement, page, components)}
      {operation}
    </>
  )
}
