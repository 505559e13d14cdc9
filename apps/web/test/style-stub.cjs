// Component tests render without styles: an imported .css file is an empty module.
module.exports = {};
