import { z } from 'zod';

export const PartIdParamsSchema = z.object({ id: z.uuid() });
export const PartImageParamsSchema = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(1000) });
