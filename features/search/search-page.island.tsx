import { reactIsland } from '../../components/runtime/react-island.tsx';
import SearchPage from './SearchPage.tsx';

export default reactIsland(SearchPage);
