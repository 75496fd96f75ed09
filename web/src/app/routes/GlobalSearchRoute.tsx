import GlobalSearchPage from '../../features/directory/components/GlobalSearchPage';

export default function GlobalSearchRoute() {
  return <GlobalSearchPage />;
}
