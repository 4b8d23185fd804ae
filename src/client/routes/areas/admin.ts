export { AdminPage } from '../admin/AdminPage';
