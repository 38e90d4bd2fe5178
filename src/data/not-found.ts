/** The not-found page's words (spec part 1, "Not-found page"). */
export const notFound = {
  title: 'Page Not Found',
  description:
    'The page you were looking for is not on the Coral Coast Epoxy Floors website. Return to the home page or call us.',
  code: '404',
  heading: 'Oops! Page not found',
  text: 'The page you were looking for has moved or never existed. Our floors last; this link did not.',
  homeLabel: 'Return to Home',
};
