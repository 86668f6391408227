% switch / case / otherwise.
switch x
    case 1
        y = 'one';
    case {2, 3}
        y = 'two or three';
    otherwise
        y = 'many';
end
switch lower(name)
    case {'a','b'}
        disp('a or b');
    case 'c', disp('c');
    case "d"
end
switch mode
    otherwise
        disp('always');
end
switch (k)
  case 1
  case 2
    % a comment in an otherwise empty case
end
switch x, case 1, y = 1; otherwise, y = 2; end
