import type { FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './http/validator.ts';
import { notFound } from './http/not-found.ts';
import { ADMIN_MESSAGES } from './modules/admin/messages.ts';
import { FACTURE_COMPTA_MESSAGES } from './modules/admin/facture-compta-messages.ts';
import adminRoutes from './modules/admin/routes.ts';
import quizFeedbackRoutes from './modules/admin/quiz-feedback-routes.ts';
import redirectRuleRoutes from './modules/admin/redirect-rule-routes.ts';
import faceToFaceAdminRoutes from './modules/admin/face-to-face-routes.ts';
import factureComptaRoutes from './modules/admin/facture-compta-routes.ts';
import adminFaqRoutes from './modules/admin/faq-routes.ts';
import adminUploadsRoutes from './modules/admin/uploads-routes.ts';
import adminCustomPagesRoutes from './modules/admin/custom-pages-routes.ts';
import catalogRoutes from './modules/catalogue/routes.ts';
import courseRoutes from './modules/catalogue/course-routes.ts';
import contentRoutes from './modules/content/routes.ts';
import expertsRoutes from './modules/catalogue/expert-routes.ts';
import formsRoutes from './modules/content/form-routes.ts';
import healthRoutes from './modules/health/routes.ts';
import maintenanceRoutes from './modules/realtime/maintenance-routes.ts';
import identityRoutes from './modules/identity/routes.ts';
import learningRoutes from './modules/learning/routes.ts';
import { LEARNING_MESSAGES } from './modules/learning/messages.ts';
import attestationRoutes from './modules/learning/attestation-routes.ts';
import { ATTESTATION_MESSAGES } from './modules/learning/attestation-messages.ts';
import quizRoutes from './modules/learning/quiz-routes.ts';
import { QUIZ_MESSAGES } from './modules/learning/quiz-messages.ts';
import { IDENTITY_MESSAGES } from './modules/identity/messages.ts';
import { CONTENT_MESSAGES } from './modules/content/messages.ts';
import { MEDIA_MESSAGES } from './modules/learning/media-messages.ts';
import mediaRoutes from './modules/learning/media-routes.ts';
import { SCORM_MESSAGES } from './modules/learning/scorm-messages.ts';
import scormRoutes from './modules/learning/scorm-routes.ts';
import { QUIZMOD_MESSAGES } from './modules/learning/quizmod-messages.ts';
import quizmodRoutes from './modules/learning/quizmod-routes.ts';
import { VIRTUAL_CLASS_MESSAGES } from './modules/learning/virtual-class-messages.ts';
import virtualClassRoutes from './modules/learning/virtual-class-routes.ts';
import type { BigBlueButtonOptions } from './modules/learning/bigbluebutton.ts';
import { DPC_MESSAGES } from './modules/learning/dpc-messages.ts';
import dpcRoutes from './modules/learning/dpc-routes.ts';
import { BOOKING_MESSAGES } from './modules/learning/booking-messages.ts';
import bookingRoutes from './modules/learning/booking-routes.ts';
import trainingPlanRoutes from './modules/profile/training-plan-routes.ts';
import profileOverviewRoutes from './modules/profile/overview-routes.ts';
import complianceRoutes from './modules/compliance/routes.ts';
import complianceDeclarationRoutes from './modules/compliance/declaration-routes.ts';
import { COMPLIANCE_MESSAGES } from './modules/compliance/messages.ts';
import { COMPLIANCE_REPORT_MESSAGES } from './modules/compliance/report-messages.ts';
import { COMPLIANCE_REMINDER_MESSAGES } from './modules/compliance/reminder-messages.ts';
import compliancePlanRoutes from './modules/compliance/plan-routes.ts';
import { catalogCoursesOf } from './modules/catalogue/catalog-course.ts';
import { PROFILE_MESSAGES } from './modules/profile/messages.ts';
import infosRoutes from './modules/profile/infos-routes.ts';
import { HISTORY_MESSAGES } from './modules/learning/history-messages.ts';
import historyRoutes from './modules/learning/history-routes.ts';
import { registerMessages } from './i18n/messages.ts';
import { createMailer } from './mail/mailer.ts';
import auth from './plugins/auth.ts';
import platformRoutes from './modules/identity/platform-routes.ts';
import session from './plugins/session.ts';
import realtimeRoutes from './realtime/routes.ts';
import bookmarkRoutes from './modules/catalogue/bookmark-routes.ts';
import notificationRoutes from './modules/profile/notification-routes.ts';
import { NOTIFICATION_MESSAGES } from './modules/profile/notification-messages.ts';
import { liveNotifications } from './realtime/notify.ts';
import { CART_MESSAGES } from './modules/shop/cart-messages.ts';
import cartRoutes from './modules/shop/cart-routes.ts';
import { CART_COOKIE, ownsCartChannel } from './modules/shop/cart-owner.ts';
import { CHECKOUT_MESSAGES } from './modules/shop/checkout-messages.ts';
import checkoutRoutes from './modules/shop/checkout-routes.ts';
import paymentRoutes from './modules/shop/payment-routes.ts';
import { createPaymentProvider } from './modules/shop/payment-factory.ts';
import type { PaymentOptions } from './modules/shop/payment-provider.ts';
import { PHARMACY_MESSAGES } from './modules/pharmacy/pharmacy-messages.ts';
import teamRoutes from './modules/pharmacy/team-routes.ts';
import plansRoutes from './modules/pharmacy/plans-routes.ts';
import { PLANS_MESSAGES } from './modules/pharmacy/plans-messages.ts';
import dpecRoutes from './modules/pharmacy/dpec-routes.ts';
import fundaeRoutes from './modules/pharmacy/fundae-routes.ts';
import { DPEC_MESSAGES } from './modules/pharmacy/dpec-messages.ts';
import { DPEC_EVIDENCE_MESSAGES } from './modules/pharmacy/dpec-evidence-messages.ts';
import { TEAM_MESSAGES } from './modules/pharmacy/team-messages.ts';
import { PHARMACY_ATTESTATIONS_MESSAGES } from './modules/pharmacy/attestations-messages.ts';
import pharmacyAttestationRoutes from './modules/pharmacy/attestations-routes.ts';
import pharmacyHistoryExportRoutes from './modules/pharmacy/history-export-routes.ts';
import { INVOICES_MESSAGES } from './modules/pharmacy/invoices-messages.ts';
import invoicesRoutes from './modules/pharmacy/invoices-routes.ts';
import { CONTRACT_MESSAGES } from './modules/pharmacy/contract-messages.ts';
import contractRoutes from './modules/pharmacy/contract-routes.ts';
import { ensureSealCertificate, generateSealCertificate } from './modules/pharmacy/contract-seal.ts';
import dashboardRoutes from './modules/pharmacy/dashboard-routes.ts';

// The modules' messages join the common ones (i18n/messages.ts) before the API answers anything.
registerMessages(IDENTITY_MESSAGES, CONTENT_MESSAGES, LEARNING_MESSAGES, QUIZ_MESSAGES, ATTESTATION_MESSAGES, MEDIA_MESSAGES, SCORM_MESSAGES, QUIZMOD_MESSAGES, VIRTUAL_CLASS_MESSAGES, DPC_MESSAGES, BOOKING_MESSAGES, PROFILE_MESSAGES, HISTORY_MESSAGES);
registerMessages(ADMIN_MESSAGES, NOTIFICATION_MESSAGES, CART_MESSAGES, CHECKOUT_MESSAGES, PHARMACY_MESSAGES, PHARMACY_ATTESTATIONS_MESSAGES, TEAM_MESSAGES, INVOICES_MESSAGES, CONTRACT_MESSAGES, PLANS_MESSAGES, DPEC_MESSAGES);
registerMessages(DPEC_EVIDENCE_MESSAGES, FACTURE_COMPTA_MESSAGES, COMPLIANCE_MESSAGES, COMPLIANCE_REPORT_MESSAGES, COMPLIANCE_REMINDER_MESSAGES);

/** Everything under /back (spec §7): sessions and CSRF, then the modules; unknown paths get a JSON 404. */
const api: FastifyPluginAsync<{
  appKey: string;
  contentDir: string;
  /** The upload store (`DATA_DIR/uploads`): the users' photos. */
  uploadsDir: string;
  smtpUrl?: string;
  firstAidIds?: readonly string[];
  bigBlueButton?: BigBlueButtonOptions;
  /** The card payment provider; the sandbox (with a key of its own) when not given. */
  payment?: PaymentOptions;
  /** The data folder, where the contract seal's certificate is generated on first start; without it, one per process. */
  dataDir?: string;
}> = async (app, opts) => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The contract, generated from the same zod schemas that validate: /back/api/docs (JSON at /back/api/docs/json).
  await app.register(swagger, {
    openapi: { info: { title: 'Pharma Campus API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  await app.register(session, { appKey: opts.appKey });
  await app.register(auth);
  await app.register(liveNotifications);
  await app.register(healthRoutes);
  await app.register(platformRoutes);
  await app.register(catalogRoutes, { firstAidIds: opts.firstAidIds });
  await app.register(courseRoutes, { firstAidIds: opts.firstAidIds });
  await app.register(expertsRoutes, { firstAidIds: opts.firstAidIds });
  await app.register(contentRoutes);
  const mailer = createMailer(app.db.db, opts.smtpUrl);
  await app.register(identityRoutes, { mailer });
  await app.register(adminRoutes, { smtpConfigured: Boolean(opts.smtpUrl) });
  await app.register(quizFeedbackRoutes);
  await app.register(redirectRuleRoutes);
  await app.register(factureComptaRoutes, { mailer });
  await app.register(adminFaqRoutes);
  await app.register(adminUploadsRoutes, { uploadsDir: opts.uploadsDir });
  await app.register(adminCustomPagesRoutes);
  await app.register(formsRoutes, { mailer });
  await app.register(learningRoutes);
  // The cart's private channel is owned by a user or by a guest's cart cookie: only the shop can tell.
  await app.register(realtimeRoutes, {
    ownsChannel: async (request, channel) =>
      ownsCartChannel(app.db.db, channel, { userId: (await request.getUser())?.id ?? null, guestKey: request.cookies[CART_COOKIE] || null }),
  });
  await app.register(maintenanceRoutes);
  await app.register(quizRoutes);
  await app.register(attestationRoutes);
  await app.register(mediaRoutes, { appKey: opts.appKey, contentDir: opts.contentDir });
  await app.register(scormRoutes, { appKey: opts.appKey, contentDir: opts.contentDir });
  await app.register(quizmodRoutes);
  await app.register(virtualClassRoutes, { bigBlueButton: opts.bigBlueButton });
  await app.register(dpcRoutes);
  await app.register(bookingRoutes, { mailer });
  await app.register(faceToFaceAdminRoutes, { mailer });
  await app.register(trainingPlanRoutes);
  await app.register(profileOverviewRoutes, { catalogCoursesOf: (ids) => catalogCoursesOf(app.db.db, ids, opts.firstAidIds ?? []) });
  await app.register(complianceRoutes, { mailer });
  await app.register(complianceDeclarationRoutes, { mailer });
  await app.register(compliancePlanRoutes);
  await app.register(infosRoutes, { uploadsDir: opts.uploadsDir });
  await app.register(historyRoutes);
  await app.register(bookmarkRoutes, { firstAidIds: opts.firstAidIds });
  await app.register(notificationRoutes);
  await app.register(cartRoutes, { mailer });
  const paymentProvider = createPaymentProvider(opts.payment);
  await app.register(checkoutRoutes, { mailer, provider: paymentProvider });
  await app.register(paymentRoutes, { mailer, provider: paymentProvider });
  await app.register(teamRoutes, { mailer });
  await app.register(plansRoutes);
  await app.register(dpecRoutes);
  await app.register(fundaeRoutes);
  await app.register(pharmacyAttestationRoutes);
  await app.register(pharmacyHistoryExportRoutes);
  await app.register(invoicesRoutes);
  const sealP12 = opts.dataDir ? ensureSealCertificate(opts.dataDir) : generateSealCertificate('Pharma Campus contract seal');
  await app.register(contractRoutes, { provider: paymentProvider, sealP12 });
  await app.register(dashboardRoutes);
  app.setNotFoundHandler((request) => {
    notFound(request);
  });
};

export default api;
