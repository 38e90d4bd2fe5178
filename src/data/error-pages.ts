/** The not-found page's words (spec part 1, "Not-found page"). */
export const notFound = {
  title: 'Page Not Found',
  description:
    'The page you were looking for is not on our website. Return to the home page, or call us for a free epoxy floor quote.',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. Our floors last; this link did not.',
  homeLabel: 'Return to Home',
};

/** The generic error page (spec part 1, error catalogue), served by hosts for unexpected failures. */
export const unexpectedError = {
  title: 'Unexpected Error',
  description:
    'Something went wrong on our website. Please try again in a moment, or call us for your free epoxy floor quote.',
  heading: 'Unexpected Application Error!',
  text: 'Something went wrong on our side while loading this page. Please try again in a moment; your quote request can always go through by phone.',
  homeLabel: 'Return to Home',
};
