export { AdminPage } from '../../pages/admin/AdminPage';
