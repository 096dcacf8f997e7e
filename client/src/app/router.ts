import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes.tsx';

/** The data router, so code outside React (tests, future loaders) can navigate with `router.navigate`. */
export const router = createBrowserRouter(routes);
