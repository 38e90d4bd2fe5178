import type { Locale } from '#src/schemas/content-manifest.ts';

/** The words of an error page. */
interface ErrorPageWords {
  title: string;
  description: string;
  heading: string;
  text: string;
  homeLabel: string;
}

/** The not-found page's words, per language: /404 and /es/404. */
export const notFoundPages: Readonly<Record<Locale, ErrorPageWords>> = {
  en: {
    title: 'Page Not Found',
    description:
      'The page you were looking for is not on our website. Return to the home page, or call us for a free epoxy floor quote.',
    heading: 'Oops! Page not found',
    text: 'The page you were looking for has moved or never existed. Our floors last; this link did not.',
    homeLabel: 'Return to Home',
  },
  es: {
    title: 'Página no encontrada',
    description:
      'La página que buscaba no está en nuestro sitio. Vuelva a la página de inicio o llámenos para una cotización gratis de su piso epóxico.',
    heading: '¡Uy! No encontramos esa página',
    text: 'La página que buscaba cambió de dirección o nunca existió. Nuestros pisos duran; este enlace no.',
    homeLabel: 'Volver al inicio',
  },
};

/** The forbidden page, served by nginx for an address it will not show (a hidden file): /403 and /es/403. */
export const forbiddenPages: Readonly<Record<Locale, ErrorPageWords>> = {
  en: {
    title: 'Not Available',
    description:
      'This address is not open to visitors. Return to the home page, or call us for a free epoxy floor quote.',
    heading: 'This address is not open to visitors',
    text: 'The file you asked for is kept private on our server. Everything about our floors, prices and free estimates is one click away on the home page.',
    homeLabel: 'Return to Home',
  },
  es: {
    title: 'No disponible',
    description:
      'Esta dirección no está abierta al público. Vuelva a la página de inicio o llámenos para una cotización gratis de su piso epóxico.',
    heading: 'Esta dirección no está abierta al público',
    text: 'El archivo que pidió es privado en nuestro servidor. Todo sobre nuestros pisos, precios y estimados gratis está a un clic, en la página de inicio.',
    homeLabel: 'Volver al inicio',
  },
};

/** The generic error page, served by hosts for unexpected failures: /500 and /es/500. */
export const unexpectedErrorPages: Readonly<Record<Locale, ErrorPageWords>> = {
  en: {
    title: 'Unexpected Error',
    description:
      'Something went wrong on our website. Please try again in a moment, or call us for your free epoxy floor quote.',
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong on our side while loading this page. Please try again in a moment; your quote request can always go through by phone.',
    homeLabel: 'Return to Home',
  },
  es: {
    title: 'Error inesperado',
    description:
      'Algo salió mal en nuestro sitio. Vuelva a intentarlo en un momento o llámenos para su cotización gratis de piso epóxico.',
    heading: '¡Ocurrió un error inesperado!',
    text: 'Algo salió mal de nuestro lado al cargar esta página. Vuelva a intentarlo en un momento; su solicitud de cotización siempre puede hacerla por teléfono.',
    homeLabel: 'Volver al inicio',
  },
};
