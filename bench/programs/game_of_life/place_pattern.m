function board = place_pattern(board, name, r, c)
% PLACE_PATTERN  Stamps a named pattern with its top-left corner at (r, c).
switch name
    case 'glider'
        pat = [0 1 0; 0 0 1; 1 1 1];
    case 'blinker'
        pat = [1 1 1];
    case 'block'
        pat = ones(2);
    otherwise
        error('life:pattern', 'unknown pattern %s', name);
end
board(r:r+size(pat, 1)-1, c:c+size(pat, 2)-1) = logical(pat);
end
