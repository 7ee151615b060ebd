// Jest stand-in for static assets imported by the web app: the bundler gives a URL string.
module.exports = 'test-file-stub';
