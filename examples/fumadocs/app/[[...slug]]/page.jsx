import { docsnavMetadata, docsnavStaticParams } from 'docsnav/fumadocs'
import { DocsnavPage } from 'docsnav/fumadocs/components/page.jsx'
import { getSource } from '../../lib/source.js'
import { getMDXComponents } from '../../mdx-components.jsx'

export default async function Page({ params }) {
  return <DocsnavPage source={await getSource()} slug={(await params).slug} components={getMDXComponents()} />
}

export const generateStaticParams = async () => docsnavStaticParams(await getSource())

export const generateMetadata = async ({ params }) => docsnavMetadata(await getSource(), (await params).slug)
