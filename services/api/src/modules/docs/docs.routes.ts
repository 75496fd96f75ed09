import { Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { openApiDocument } from './openapi-registry';

export function docsRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument());
  });
  // The UI fetches the document by URL, so it is generated once, on first use.
  router.use(
    '/docs',
    swaggerUi.serve,
    swaggerUi.setup(undefined, {
      customSiteTitle: 'PetVet API',
      swaggerOptions: { url: '/api/openapi.json' },
    }),
  );
  return router;
}
