export { posterRoutes } from './poster.routes';
export { renderPoster, wrapText } from './poster.render';
