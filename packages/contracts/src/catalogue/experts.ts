import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@app/domain/platform/pagination';
import { defineContract } from '../contract.ts';
import { emptyToUndefined } from '../query.ts';
import { pageOf } from '../page.ts';
import { catalogCourseSchema } from './catalog.ts';


const expertSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Offered trainings (this platform and language) the expert wrote or teaches. */
  trainingsCount: z.number(),
});

export const expertsPageSchema = pageOf(expertSummarySchema);
export type ExpertsPage = z.infer<typeof expertsPageSchema>;

/** Spec §2 experts: the authors and trainers of the trainings offered to the caller, alphabetically. */
export const listExperts = defineContract({
  method: 'GET',
  path: '/api/experts',
  changesState: false,
  query: z.strictObject({
    page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
    perPage: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE)),
  }),
  data: expertsPageSchema,
  errors: [],
});

export const expertDetailSchema = z.object({
  slug: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  /** Offered trainings the expert wrote or teaches, newest first. */
  trainings: z.array(catalogCourseSchema),
});
export type ExpertDetail = z.infer<typeof expertDetailSchema>;

/** Spec §2 expert-detail: an expert with their offered trainings; one with none offered to the caller is a 404. */
export const getExpert = defineContract({
  method: 'GET',
  path: '/api/experts/:slug',
  changesState: false,
  params: z.strictObject({ slug: z.string().min(1).max(100) }),
  data: expertDetailSchema,
  errors: [404],
});
