// The classroom screen, opened by a teacher or by a display link.
export { DisplayPage, ProjectorPage } from '../../pages/projector/ProjectorPage';
