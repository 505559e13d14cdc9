import { z } from 'zod';

export const PartIdParamsSchema = z.object({ id: z.uuid() });
