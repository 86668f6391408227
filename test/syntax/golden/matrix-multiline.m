% New lines separate rows; continuation joins lines; comments may sit inside.
A = [1 2
     3 4];
B = [
  1, 2, 3
  4, 5, 6
];
C = [1 2 ...  first row goes on
     3 4];
D = [1 2   % the first row
     3 4   % the second row
    ];
E = {
  'alpha', 1
  'beta',  2
};
F = [1, 2;
     3, 4;];
G = [x'
     y'];
H = [1 2 ;
     ; 3 4];
K = {@(x) x + 1, ...
     @(x) x - 1};
