function r = switches(n, c)
switch n
  case 1
    r = 'one';
  case {2, 3}
    r = 'two or three';
  case c
    r = 'c';
  case 'text'
    r = 'text';
  otherwise
    r = 'other';
end
switch n
  case {}
    r = 0;
end
switch n
  otherwise
    r = 1;
end
end
