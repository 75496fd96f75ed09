import PracticeDetailPage from '../../features/directory/components/PracticeDetailPage';

export default function GlobalPracticeRoute() {
  return <PracticeDetailPage />;
}
