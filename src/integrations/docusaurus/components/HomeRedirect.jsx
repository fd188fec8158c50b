// `/` of a site without a page there: it leads to the site's first page, as Mintlify's does.
import Head from '@docusaurus/Head'
import { Redirect } from '@docusaurus/router'
import useBaseUrl from '@docusaurus/useBaseUrl'

export default function HomeRedirect({ home }) {
  const to = useBaseUrl(home.to)
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <link rel="canonical" href={to} />
      </Head>
      <Redirect to={to} />
    </>
  )
}
