// English texts of the dashboard and its chart sections; en.ts puts them under the key dashboard of app.
export const dashboardTexts = {
  welcome: 'Welcome.',
  welcome_user: 'Welcome, %{username}.',
};
