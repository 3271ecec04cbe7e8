import type { ContentSeed } from './content-types.ts';

/** Spanish demo content (every Spanish-language platform, and demo for demo-es). */
export const CONTENT_ES: ContentSeed = {
  faq: [
    {
      kind: 'general',
      title: 'Mi cuenta',
      questions: [
        {
          question: '¿Cómo creo mi cuenta en {platform}?',
          answerHtml:
            '<p>El titular de su farmacia le invita desde <strong>Administración de mi farmacia</strong>. Recibirá un correo con un enlace válido durante 7 días para elegir su contraseña.</p>',
        },
        {
          question: 'He olvidado mi contraseña, ¿qué hago?',
          answerHtml:
            '<p>En la pantalla de acceso, pulse <em>Contraseña olvidada</em> e introduzca su correo electrónico. El enlace es válido durante 60 minutos.</p>',
        },
        {
          question: '¿Puedo trabajar en varias farmacias con la misma cuenta?',
          answerHtml: '<p>Sí. Al iniciar sesión elegirá la farmacia en la pantalla <strong>Elección de cuenta</strong>.</p>',
        },
        { question: '¿Cómo cambio mi correo electrónico?', answerHtml: '<p>Pregunta en redacción.</p>', visible: false },
      ],
    },
    {
      kind: 'general',
      title: 'Formación y créditos',
      questions: [
        {
          question: '¿Las formaciones están acreditadas?',
          answerHtml:
            '<p>Las formaciones acreditadas muestran sus créditos de la Comisión de Formación Continuada en la ficha del curso.</p>',
        },
        {
          question: '¿Cuánto tiempo tengo para terminar un curso online?',
          answerHtml: '<p>Doce meses desde la inscripción. Puede interrumpirlo y retomarlo cuando quiera.</p>',
        },
        {
          question: '¿Dónde descargo mi diploma?',
          answerHtml: '<p>En <strong>Mi perfil &gt; Diplomas</strong>, en cuanto apruebe la evaluación final.</p>',
        },
      ],
    },
    {
      kind: 'general',
      title: 'Aulas virtuales y presenciales',
      questions: [
        {
          question: '¿Qué necesito para un aula virtual?',
          answerHtml: '<p>Un ordenador con altavoces o auriculares, una conexión estable y un navegador actualizado.</p>',
        },
        {
          question: '¿Qué pasa si una sesión presencial está completa?',
          answerHtml: '<p>Puede apuntarse a la lista de espera cuando la sesión lo permite; le avisaremos por correo.</p>',
        },
        {
          question: '¿Puedo anular mi inscripción?',
          answerHtml: '<p>Sí, hasta 7 días antes de la primera fecha, desde la ficha de la formación.</p>',
        },
      ],
    },
    {
      kind: 'bonificacion',
      title: 'Bonificación FUNDAE',
      questions: [
        {
          question: '¿Qué es la formación bonificada?',
          answerHtml:
            '<p>Las empresas disponen de un crédito anual para formar a sus trabajadores, que recuperan mediante bonificaciones en las cotizaciones a la Seguridad Social, gestionadas por <a href="https://www.fundae.es">FUNDAE</a>.</p>',
        },
        {
          question: '¿Qué cursos son bonificables?',
          answerHtml: '<p>Los cursos marcados como <strong>BONIFICABLE</strong> en el catálogo.</p>',
        },
        {
          question: '¿Cuánto crédito tiene mi farmacia?',
          answerHtml:
            '<p>Depende de la plantilla y de lo cotizado por formación profesional el año anterior. Las empresas de 1 a 5 trabajadores disponen de un mínimo de 420 € al año.</p>',
        },
      ],
    },
    {
      kind: 'bonificacion',
      title: 'Trámites',
      questions: [
        {
          question: '¿Quién gestiona la bonificación?',
          answerHtml: '<p>Nosotros, como entidad organizadora, si nos firma el contrato de encomienda.</p>',
        },
        {
          question: '¿Cuándo se aplica el descuento?',
          answerHtml: '<p>En los seguros sociales del mes siguiente a la finalización del curso.</p>',
        },
        {
          question: '¿Y si el trabajador no termina el curso?',
          answerHtml: '<p>Solo se bonifica si completa al menos el 75 % del curso y la evaluación.</p>',
        },
      ],
    },
  ],
  news: [
    {
      slug: 'campana-vacunacion-gripe-2026',
      title: 'Campaña de vacunación antigripal 2026-2027',
      excerpt: 'Las farmacias comunitarias refuerzan su papel en la captación de población de riesgo.',
      bodyHtml:
        '<p>La campaña comienza en octubre. Repase el protocolo con nuestro curso <a href="/mixt/vacunacion-farmacia-comunitaria">Vacunación en la farmacia comunitaria</a>.</p>',
      illustration: '/illustrations/video.svg',
      publishedAt: '2026-10-05T07:00:00Z',
    },
    {
      slug: 'nuevos-webinars-otono',
      title: 'Nuevos webinars de otoño',
      excerpt: 'Dermofarmacia, diabetes y seguimiento farmacoterapéutico en directo.',
      bodyHtml: '<p>Tres sesiones en directo con nuestros expertos, los miércoles a las 14:00.</p>',
      illustration: '/illustrations/webinar.svg',
      publishedAt: '2026-09-15T07:00:00Z',
    },
    {
      slug: 'fundae-credito-2026',
      title: 'Crédito FUNDAE 2026: aún está a tiempo',
      excerpt: 'El crédito no utilizado antes del 31 de diciembre se pierde.',
      bodyHtml: '<p>Consulte nuestra <a href="/bonificacion">guía de bonificación</a> y planifique la formación de su equipo.</p>',
      illustration: '/illustrations/formation.svg',
      publishedAt: '2026-09-01T07:00:00Z',
    },
    {
      slug: 'spd-sistemas-personalizados',
      title: 'SPD: nuevo curso de sistemas personalizados de dosificación',
      excerpt: 'Requisitos, procedimiento normalizado y registro.',
      bodyHtml: '<p>Un curso práctico para implantar el SPD en su farmacia con garantías.</p>',
      illustration: '/illustrations/formation.svg',
      publishedAt: '2026-06-20T07:00:00Z',
    },
    {
      slug: 'podcast-mostrador',
      title: 'Estrenamos el podcast «Detrás del mostrador»',
      excerpt: 'Casos reales de consejo farmacéutico en 20 minutos.',
      bodyHtml: '<p>Un episodio cada dos semanas, para escuchar donde quiera.</p>',
      illustration: '/illustrations/podcast.svg',
      publishedAt: '2026-05-04T07:00:00Z',
    },
    {
      slug: 'farmacovigilancia-notificar',
      title: 'Farmacovigilancia: cómo notificar una sospecha de reacción adversa',
      excerpt: 'El formulario electrónico simplifica la notificación desde la farmacia.',
      bodyHtml: '<p>Notifique en <a href="https://www.notificaram.es">NotificaRAM</a> cualquier sospecha de reacción adversa.</p>',
      illustration: '/illustrations/pdf.svg',
      publishedAt: '2026-03-18T07:00:00Z',
    },
    {
      slug: 'nueva-plataforma',
      title: '{platform} se renueva',
      excerpt: 'Un catálogo más rápido y una búsqueda que tolera las erratas.',
      bodyHtml: '<p>Descubra la nueva versión de {platform}.</p>',
      illustration: '/illustrations/mixt.svg',
      publishedAt: '2026-02-12T07:00:00Z',
    },
    {
      slug: 'borrador-programa-2027',
      title: 'Programa 2027 (borrador)',
      excerpt: 'En preparación.',
      bodyHtml: '<p>Próximamente.</p>',
      illustration: '/illustrations/quiz.svg',
      publishedAt: null,
    },
  ],
  customPages: [
    {
      slug: 'compromiso-calidad',
      title: 'Nuestro compromiso de calidad',
      bodyHtml:
        '<h2>Formación diseñada por farmacéuticos</h2><p>Cada curso de {platform} está escrito por expertos de la farmacia comunitaria y revisado por un comité científico.</p>',
      startDate: '2026-01-01',
      endDate: null,
      options: { cta: { label: 'Ver el catálogo', href: '/catalogar' } },
    },
    {
      slug: 'oferta-vuelta-2025',
      title: 'Oferta de vuelta al trabajo 2025',
      bodyHtml: '<p>-20 % en cursos presenciales reservados antes del 31 de octubre de 2025.</p>',
      startDate: '2025-09-01',
      endDate: '2025-10-31',
      options: { banner: '/illustrations/faceToFaceOnly.svg' },
    },
  ],
  documents: [
    { path: 'guias', title: 'Guías prácticas', bodyHtml: '<p>Las guías prácticas de {platform}.</p>' },
    { path: 'guias/farmacia', title: 'Organizar la formación en la farmacia', bodyHtml: '<p>Planificar la formación del equipo.</p>' },
    {
      path: 'guias/farmacia/plan-de-formacion',
      title: 'Construir el plan de formación anual',
      bodyHtml: '<ol><li>Detectar necesidades</li><li>Elegir cursos y bonificación</li><li>Repartir las sesiones en 12 meses</li></ol>',
    },
    { path: 'guias/aulas-virtuales', title: 'Aprovechar un aula virtual', bodyHtml: '<p>Pruebe su equipo la víspera.</p>' },
    {
      path: 'privacy',
      title: 'Política de privacidad',
      bodyHtml:
        '<h2>Responsable del tratamiento</h2><p>{platform} trata sus datos para gestionar su cuenta, sus inscripciones y sus diplomas, conforme al RGPD y a la LOPDGDD.</p><h2>Sus derechos</h2><p>Puede ejercer sus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiendo a <a href="mailto:dpd@pharma-campus.test">dpd@pharma-campus.test</a>, y reclamar ante la AEPD.</p><h2>Bonificación</h2><p>Para bonificar su formación comunicamos los datos necesarios a FUNDAE.</p>',
    },
    {
      path: 'cookies-policy',
      title: 'Política de cookies',
      bodyHtml:
        '<p>{platform} utiliza cookies necesarias para el funcionamiento del sitio (sesión, seguridad, idioma) y, con su consentimiento, cookies de análisis.</p><h2>Cookies necesarias</h2><ul><li><strong>session</strong>: su sesión (2 horas)</li><li><strong>XSRF-TOKEN</strong>: protección de formularios</li><li><strong>locale</strong>: su idioma (365 días)</li></ul>',
    },
  ],
  groupements: [
    { name: 'Red Farmacias Unidas', description: 'Más de 900 farmacias independientes con servicios profesionales.', logo: '/providers/farmacias-unidas.svg', url: 'https://www.example.org/farmacias-unidas' },
    { name: 'Cooperativa Salud Barrio', description: 'Cooperativa de compras y formación para farmacias de barrio.', logo: '/providers/salud-barrio.svg', url: 'https://www.example.org/salud-barrio' },
    { name: 'Grupo Farmacia Rural', description: 'Farmacias rurales comprometidas con la vacunación y el SPD.', logo: '/providers/farmacia-rural.svg', url: 'https://www.example.org/farmacia-rural' },
    { name: 'Dermored', description: 'Red especializada en dermofarmacia y consejo.', logo: '/providers/dermored.svg', url: 'https://www.example.org/dermored' },
  ],
  billboards: [
    {
      title: 'Vacunación antigripal 2026',
      text: 'Repase el protocolo antes del pico de la campaña.',
      link: '/mixt/vacunacion-farmacia-comunitaria',
      illustration: '/illustrations/video.svg',
    },
    {
      title: 'Formación bonificada',
      text: 'Aproveche su crédito FUNDAE antes del 31 de diciembre.',
      link: '/bonificacion',
      illustration: '/illustrations/formation.svg',
    },
    { title: 'Oferta de vuelta', text: 'Banner caducado, oculto.', link: '/pages/oferta-vuelta-2025', illustration: '/illustrations/faceToFaceOnly.svg', visible: false },
  ],
  loginImage: { illustration: '/illustrations/login/{code}-es.svg', bgColor: '#FFE3EE', isFullBg: true },
};
