import { useDirectorySearchQuery } from '../../features/directory/api';
import { Pagination } from '../../features/directory/components/Pagination';
import FindPage from '../../features/find/FindPage';
import '../../features/directory/directory.css';

/** /find: the directory's search and page buttons, composed here so neither feature imports the other. */
export default function FindRoute() {
  return <FindPage useSearch={useDirectorySearchQuery} pager={Pagination} />;
}
