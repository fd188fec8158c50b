import { docsnavPage, docsnavStaticParams } from 'docsnav/fumadocs'
import { DocsnavPage } from 'docsnav/fumadocs/components/page.jsx'
import { getSource } from '../../lib/source.js'
import { getMDXComponents } from '../../mdx-components.jsx'

export default async function Page({ params }) {
  const { slug } = await params
  return <DocsnavPage source={await getSource()} slug={slug} components={getMDXComponents()} />
}

export async function generateStaticParams() {
  return docsnavStaticParams(await getSource())
}

export async function generateMetadata({ params }) {
  const { slug } = await params
  const view = await docsnavPage(await getSource(), slug)
  if (!view) return {}
  return { title: view.route.title, description: view.route.description, robots: view.route.noindex ? { index: false } : undefined }
}
