/* global API_URL */
// The esports side mounted at /esports of the partner's page, like any other import.
const element = document.getElementById('esports-root');
import('esports/mount')
  .then(({ mount }) => {
    window.unmountEsports = mount(element, {
      basename: '/esports',
      apiUrl: API_URL,
      language: 'en',
    });
  })
  .catch((error) => {
    element.textContent = `The esports side could not be loaded: ${error.message}`;
  });
